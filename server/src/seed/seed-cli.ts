import { loadConfig } from '../config.js'
import { openDatabase } from '../db/database.js'
import { migrateToLatest } from '../db/migrate.js'
import { seedDemo } from './seed.js'

const started = Date.now()
const config = loadConfig()
const handle = await openDatabase(config)
try {
  const applied = await migrateToLatest(handle)
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`)
  const summary = await seedDemo(handle, { uploadDir: config.uploadDir })
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqliteFile
  if (summary.created) {
    console.log(
      `demo mall seeded into ${where}: ${summary.shops} shops, ${summary.categories} categories, ${summary.goods} goods, ` +
        `${summary.skus} SKUs, ${summary.topics} topics, ${summary.images} images in ${config.uploadDir}/demo (${Date.now() - started} ms)`,
    )
  } else {
    console.log(`website 1 already has shops in ${where}: nothing seeded`)
  }
} finally {
  await handle.destroy()
}
