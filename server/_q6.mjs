import Database from 'better-sqlite3'
const A = `SELECT g.goods_id, g.website_id, g.goods_name, g.introduction,
      g.description, g.unit, g.category_id, g.site_id, g.goods_image, g.sale_num, g.is_virtual, g.min_buy, g.max_buy, g.member_limit,
      g.brand_id, g.video_url, g.evaluate, g.evaluate_good, (SELECT json_group_array(json_array(s.sku_id, s.spec_name, s.sku_image, s.price, s.market_price, s.stock) ORDER BY s.sku_id) FROM goods_sku s WHERE s.goods_id = g.goods_id) AS skus, (SELECT json_group_array(i.image ORDER BY i.sort, i.id) FROM goods_image i WHERE i.goods_id = g.goods_id) AS gallery,
      coalesce((SELECT b.brand_name FROM goods_brand b WHERE b.brand_id = g.brand_id AND b.website_id = g.website_id), '') AS brand_name
    FROM goods g WHERE g.goods_id = ? AND g.status = 1`
const db = new Database('/tmp/b100k/mall.sqlite')
db.pragma('journal_mode = WAL'); db.pragma('mmap_size = 268435456'); db.pragma('temp_store = MEMORY')
const q=db.prepare(A); let seed=1; const r=(n)=>{seed=(seed*48271)%2147483647;return seed%n}
for (let k=0;k<3;k++){ const N=20000; let s=process.hrtime.bigint(); for(let i=0;i<N;i++) q.all(1+r(100000)); console.log((Number(process.hrtime.bigint()-s)/N/1000).toFixed(1)) }
