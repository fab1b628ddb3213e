declare module '@nutui/icons-react-taro/dist/es/icons/configure.js' {
  /** Global settings of NutUI's icons (the package declares no types for this file). */
  export function configure(config: { tag?: string; classPrefix?: string; useSvg?: boolean; fontClassName?: string }): void
}
