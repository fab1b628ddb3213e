import type { PostgresPool, PostgresPoolClient } from 'kysely'

/** Statements a connection keeps prepared at most (texts with IN lists vary: the rest run unnamed). */
export const NAMED_PER_CONNECTION = 500

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i

interface PgClient {
  query(config: unknown, values?: unknown): Promise<unknown>
  release(err?: unknown): void
}

interface PgPoolLike {
  connect(): Promise<PgClient>
  end(): Promise<void>
}

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it again on each call. This pool hands
 * Kysely connections that send a query text they have seen before as a named prepared statement: parsed
 * once per connection, planned from then on by PostgreSQL's plan cache (the goods detail's query with its
 * two JSON sub-selects was planned about as long as it ran, issue 9). Only plain SELECT / INSERT / UPDATE /
 * DELETE / WITH texts are named: transaction control and DDL run as before.
 */
export function withNamedStatements(pool: PgPoolLike, limit = NAMED_PER_CONNECTION): PostgresPool {
  const named = new WeakMap<PgClient, Map<string, string>>()
  return {
    async connect() {
      const client = await pool.connect()
      let names = named.get(client)
      if (!names) {
        const own = new Map<string, string>()
        names = own
        named.set(client, own)
        const query = client.query.bind(client)
        client.query = ((text: unknown, values?: unknown) => {
          if (typeof text !== 'string' || !PREPARABLE.test(text)) return query(text, values)
          let name = own.get(text)
          if (!name && own.size < limit) {
            name = `k${own.size}`
            own.set(text, name)
          }
          return name ? query({ name, text, values }) : query(text, values)
        }) as PgClient['query']
      }
      return client as unknown as PostgresPoolClient
    },
    end: () => pool.end(),
  }
}
