import { loadConfig } from '../config.js'
import { openDatabase } from './database.js'
import { migrateToLatest } from './migrate.js'

const config = loadConfig()
const handle = await openDatabase(config)
const applied = await migrateToLatest(handle)
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date')
await handle.destroy()
