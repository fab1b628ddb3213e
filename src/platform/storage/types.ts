export interface StorageCapability {
  /** the stored value, undefined when absent (or unreadable) */
  get<T = unknown>(key: string): T | undefined
  /** stores any JSON value; undefined, null and '' remove the key */
  set(key: string, value: unknown): void
  remove(key: string): void
}
