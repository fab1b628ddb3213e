// Types of import-graph.mjs for the TypeScript tests that import it (server/src/architecture.test.ts).
export type EdgeKind = 'import' | 'export' | 'dynamic' | 'require'
export type Graph = Map<string, Map<string, EdgeKind>>
export interface FileCycle { files: string[]; loop: string[] }
export interface ModuleCycle { modules: string[]; loop: string[]; edges: Record<string, string[]> }
export interface GraphOptions { aliases?: Record<string, string>; include?: (file: string) => boolean }

export function listSources(dir: string): string[]
export function runtimeSpecifiers(file: string, text?: string): Array<{ spec: string; kind: EdgeKind }>
export function resolveSpecifier(fromFile: string, spec: string, aliases?: Record<string, string>): string | undefined
export function buildGraph(dir: string, opts?: GraphOptions): Graph
export function stronglyConnected<T>(graph: Map<T, Map<T, unknown>>): T[][]
export function findFileCycles(dir: string, opts?: GraphOptions & { relativeTo?: string }): FileCycle[]
export function isTestSupport(file: string): boolean
export function moduleOf(file: string, modulesDir: string): string | undefined
export function buildModuleGraph(modulesDir: string, opts?: GraphOptions & { ignoreEdges?: string[] }): Map<string, Map<string, string[]>>
export function findModuleCycles(modulesDir: string, opts?: GraphOptions & { ignoreEdges?: string[] }): ModuleCycle[]
export function formatCycles(cycles: Array<FileCycle | ModuleCycle>, label?: string): string
