/**
 * What only some boards draw, in one chunk loaded when a board first needs any of it (the element
 * holds that board's view until it is here; `preload()` loads it on a server): the fields
 * (./board-fields.ts), the axis of a domain not from 0 (./board-axis.ts), and rows' notes, links
 * and intervals (./row-extras.ts). One chunk rather
 * than one each: every chunk that draws templates shares lit-html with the first view, and each
 * separate chunk would split another piece of the first view into a file of its own.
 */
export { adoptFieldsSheet, fieldCells, fieldColumnWidths, fieldsUnderRow } from './board-fields.js';
export { renderAxis } from './board-axis.js';
export { renderNotes, rowExtras } from './row-extras.js';
