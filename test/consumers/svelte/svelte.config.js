// svelte-check reads this; the project has no other Svelte configuration.
export default {};
