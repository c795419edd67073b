// The defaults, as `create-next-app` leaves them; no transpilePackages, no custom webpack.
/** @type {import('next').NextConfig} */
export default {};
