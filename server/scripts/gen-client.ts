/**
 * Generates the app's typed client from the contract: TypeScript types for every input and answer
 * (src/services/api/contract.gen.ts), one call function per endpoint (calls/<domain>.ts), and the error
 * codes and named enums (codes.gen.ts). `npm run gen:client` writes them; contract.test.ts fails when a
 * file is out of date.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TSchema } from '@sinclair/typebox'
import { contract } from '../src/contract/index.js'
import { ENUM_NAMES, type Endpoint } from '../src/contract/endpoint.js'
import { ERROR_RANGES, errorsOf, type ErrorDomain } from '../src/contract/errors.js'

export const GENERATED_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/services/api/contract.gen.ts')
/**
 * The error codes and enums: a leaf module (it imports nothing), so the request layer can read them
 * while the calls, which import the request layer, stay out of its imports (no import circle).
 */
export const CODES_FILE = path.join(path.dirname(GENERATED_FILE), 'codes.gen.ts')

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema nodes of every shape, read field by field
type Json = Record<string, any>

const pascal = (s: string) => s.replace(/(^|[_\-.])(\w)/g, (_, __, c: string) => c.toUpperCase())
const camel = (s: string) => s.charAt(0).toLowerCase() + pascal(s).slice(1)
const IDENT = /^[A-Za-z_$][\w$]*$/
/** `OrderStatus` -> `ORDER_STATUS`: the name of an integer enum's const object in the app */
const constName = (title: string) => title.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()

class Emitter {
  /** named types, by title: their declaration */
  readonly named = new Map<string, { decl: string; source: string }>()
  readonly enums = new Map<string, string[]>()
  /** integer enums (IntegerEnum), by title: their values by name and their description */
  readonly intEnums = new Map<string, { values: Readonly<Record<string, number>>; description?: string }>()

  typeOf(schema: Json, indent: string): string {
    const title = schema.title as string | undefined
    if (title) {
      const source = JSON.stringify(schema)
      const seen = this.named.get(title)
      if (seen && seen.source !== source) throw new Error(`two different schemas are named ${title}`)
      if (!seen) {
        this.named.set(title, { decl: '', source })
        const body = this.inline({ ...schema, title: undefined }, '')
        const values = this.literalStrings(schema)
        if (values) this.enums.set(title, values)
        const names = (schema as { [ENUM_NAMES]?: Readonly<Record<string, number>> })[ENUM_NAMES]
        if (names) this.intEnums.set(title, { values: names, description: schema.description })
        const doc = schema.description ? `/** ${schema.description} */\n` : ''
        const isObject = schema.type === 'object' && !schema.anyOf && body.startsWith('{')
        this.named.set(title, { decl: isObject ? `${doc}export interface ${title} ${body}` : `${doc}export type ${title} = ${body}`, source })
      }
      return title
    }
    return this.inline(schema, indent)
  }

  private literalStrings(schema: Json): string[] | null {
    const list = schema.anyOf as Json[] | undefined
    if (!list || !list.every((s) => typeof s.const === 'string')) return null
    return list.map((s) => s.const as string)
  }

  private inline(schema: Json, indent: string): string {
    if ('const' in schema) return JSON.stringify(schema.const)
    if (Array.isArray(schema.enum)) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(' | ')
    if (schema.anyOf) return (schema.anyOf as Json[]).map((s) => this.wrap(this.typeOf(s, indent))).join(' | ')
    if (schema.allOf) return (schema.allOf as Json[]).map((s) => this.wrap(this.typeOf(s, indent))).join(' & ')
    if (schema.not) return 'never'
    switch (schema.type) {
      case 'string':
        return 'string'
      case 'integer':
      case 'number':
        return 'number'
      case 'boolean':
        return 'boolean'
      case 'null':
        return 'null'
      case 'array':
        return schema.items ? `${this.wrap(this.typeOf(schema.items, indent))}[]` : 'unknown[]'
      case 'object': {
        const props = (schema.properties ?? {}) as Record<string, Json>
        const required = new Set<string>(schema.required ?? [])
        const inner = indent + '  '
        const lines = Object.entries(props).map(([name, prop]) => {
          const doc = prop.description && !prop.title ? `${inner}/** ${prop.description} */\n` : ''
          const key = IDENT.test(name) ? name : JSON.stringify(name)
          return `${doc}${inner}${key}${required.has(name) ? '' : '?'}: ${this.typeOf(prop, inner)}`
        })
        const pattern = schema.patternProperties as Record<string, Json> | undefined
        if (pattern) for (const p of Object.values(pattern)) lines.push(`${inner}[key: string]: ${this.typeOf(p, inner)}`)
        else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
          lines.push(`${inner}[key: string]: ${this.typeOf(schema.additionalProperties, inner)}`)
        }
        if (!lines.length) return pattern || schema.additionalProperties ? 'Record<string, unknown>' : 'Record<string, never>'
        return `{\n${lines.join('\n')}\n${indent}}`
      }
      default:
        return 'unknown'
    }
  }

  private wrap(t: string): string {
    return /[|&]/.test(t) && !t.startsWith('{') ? `(${t})` : t
  }
}

/** The folder of the per-domain call modules (src/services/api/calls/<domain>.ts). */
export const CALLS_DIR = path.join(path.dirname(GENERATED_FILE), 'calls')

/**
 * The generated files, by absolute path: codes.gen.ts (error codes and enums), contract.gen.ts (types,
 * and a re-export of the codes and of every domain's calls) and one module of calls per domain. The
 * calls live apart so that a bundler puts each domain's paths into the chunks of the pages that call
 * them (config/index.ts marks these modules side-effect free), not into the first load.
 */
export function generateClientFiles(): Map<string, string> {
  const em = new Emitter()
  const calls = new Map<string, string[]>()
  const endpointTypes: string[] = []
  const alias = (name: string, type: string) => {
    if (name !== type) endpointTypes.push(`export type ${name} = ${type}`)
  }
  for (const group of Object.values(contract)) {
    for (const ep of Object.values(group) as Endpoint[]) {
      // operator and merchant-staff calls: not the shopper's app
      if (ep.spec.auth === 'admin' || ep.spec.auth === 'merchant') continue
      const fn = camel(`${ep.domain}_${ep.key}`)
      const base = pascal(fn)
      const input = ep.spec.input ? em.typeOf(ep.spec.input as Json, '') : 'Record<string, never>'
      alias(`${base}Input`, input)
      const response = ep.spec.response as TSchema & Json
      alias(`${base}Data`, em.typeOf(response, ''))
      const doc = `/** ${ep.spec.summary}${ep.spec.auth === 'member' ? ' (member)' : ''}${ep.spec.devOnly ? ' (development servers only)' : ''} */`
      const module = ep.domain.split('.')[0]
      const list = calls.get(module) ?? []
      if (ep.spec.multipart) {
        alias(`${base}Params`, ep.spec.params ? em.typeOf(ep.spec.params as Json, '') : 'Record<string, never>')
        list.push(`${doc}\nexport const ${fn} = /*#__PURE__*/ uploadEndpoint<T.${base}Params, T.${base}Data>(${JSON.stringify(ep.spec.path)})`)
      } else {
        list.push(`${doc}\nexport const ${fn} = /*#__PURE__*/ endpoint<T.${base}Input, T.${base}Data>(${JSON.stringify(ep.methods[0])}, ${JSON.stringify(ep.spec.path)})`)
      }
      calls.set(module, list)
    }
  }
  const errors = (Object.keys(ERROR_RANGES) as ErrorDomain[])
    .map((d) => [d, errorsOf(d)] as const)
    .filter(([, codes]) => Object.keys(codes).length)
    // by code, not by registration: the order modules load in (the script's, a test's) must not change the file
    .map(([d, codes]) => `export const ${pascal(d)}Error = {\n${Object.entries(codes).sort(([, a], [, b]) => b - a).map(([k, v]) => `  ${k}: ${v},`).join('\n')}\n} as const`)
  const enums = [...em.enums].map(([name, values]) => `export const ${name}Values = ${JSON.stringify(values)} as const`)
  const intEnums = [...em.intEnums].map(([title, { values, description }]) => {
    const doc = description ? `/** ${description} */\n` : ''
    return `${doc}export const ${constName(title)} = {\n${Object.entries(values).map(([k, v]) => `  ${k}: ${v},`).join('\n')}\n} as const`
  })
  const named = [...em.named.values()].map((n) => n.decl)
  const domains = [...calls.keys()].sort()
  const banner = [
    '// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).',
    '// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.',
  ]
  const files = new Map<string, string>()
  files.set(CODES_FILE, [
    ...banner,
    '// Imports nothing: the request layer reads these codes (./contract.gen re-exports them for callers).',
    '',
    '// ---- error codes (server/src/contract/errors.ts) ----',
    errors.join('\n\n'),
    '',
    '// ---- named enums ----',
    enums.join('\n'),
    '',
    '// ---- named integer enums (IntegerEnum in the contract; the union types are in ./contract.gen) ----',
    intEnums.join('\n\n'),
    '',
  ].join('\n'))
  files.set(GENERATED_FILE, [
    ...banner,
    '',
    '// ---- error codes and named enums (./codes.gen.ts) ----',
    "export * from './codes.gen'",
    '',
    '// ---- shapes ----',
    named.join('\n\n'),
    '',
    '// ---- the input and answer of every call ----',
    endpointTypes.join('\n'),
    '',
    '// ---- calls, one module per domain (./calls/<domain>.ts) ----',
    ...domains.map((d) => `export * from './calls/${d}'`),
    '',
  ].join('\n'))
  for (const d of domains) {
    const list = calls.get(d)!
    const uses = [list.some((c) => c.includes(' endpoint<')) ? 'endpoint' : '', list.some((c) => c.includes('uploadEndpoint<')) ? 'uploadEndpoint' : ''].filter(Boolean)
    files.set(path.join(CALLS_DIR, `${d}.ts`), [
      ...banner,
      `import { ${uses.join(', ')} } from '../client'`,
      "import type * as T from '../contract.gen'",
      '',
      list.join('\n\n'),
      '',
    ].join('\n'))
  }
  return files
}

/** Writes the generated files and removes call modules of domains that are gone. */
export function writeClientFiles(): string[] {
  const files = generateClientFiles()
  fs.mkdirSync(CALLS_DIR, { recursive: true })
  for (const f of fs.readdirSync(CALLS_DIR)) {
    const full = path.join(CALLS_DIR, f)
    if (!files.has(full)) fs.rmSync(full)
  }
  for (const [file, text] of files) fs.writeFileSync(file, text)
  return [...files.keys()]
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const written = writeClientFiles()
  console.log(`wrote ${written.length} files: ${path.relative(process.cwd(), GENERATED_FILE)}, ${path.basename(CODES_FILE)} and ${path.relative(process.cwd(), CALLS_DIR)}/*.ts`)
}
