import Database from 'better-sqlite3'
const db = new Database('/tmp/b100k/mall.sqlite')
db.pragma('mmap_size = 268435456')
const q=db.prepare('SELECT goods_id FROM goods WHERE goods_id = ?')
for(let i=0;i<10000;i++) q.all(5)
