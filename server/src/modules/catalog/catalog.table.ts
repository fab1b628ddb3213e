// Filled by the catalogue domain: shops, categories, goods, SKUs, images, decoration, topics, cart.
export interface CatalogTables {}
