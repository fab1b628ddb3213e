/**
 * Removes the first screen the server drew into the H5 home page's HTML (server/src/http/h5-boot.ts,
 * homeShellHtml) once the app's own banner has painted: at once when the page has no banner to wait
 * for (`maxWaitMs` 0), at the latest after `maxWaitMs` or when the home page is no longer on screen.
 */
export type DropHomeShell = (maxWaitMs?: number) => void
