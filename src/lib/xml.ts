/**
 * Text for SVG files the elements export. XML 1.0 forbids most control
 * characters (U+0000–U+001F but tab, line feed and carriage return) and
 * U+FFFE/U+FFFF, even as character references: a label holding one (valid JSON,
 * `"\u0007"`) would make the whole file unreadable and the PNG drawn from it fail.
 * They carry nothing visible, so they are dropped.
 */
const INVALID_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const stripInvalidXml = (text: string): string => text.replace(INVALID_IN_XML, '');

/** Text for an XML attribute or element: markup characters escaped, forbidden ones dropped. */
export const escapeXml = (text: string): string =>
  stripInvalidXml(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
