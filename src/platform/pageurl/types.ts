/** Query values to write into the page's address; undefined or '' removes the parameter. */
export type PageQuery = Record<string, string | number | undefined>
