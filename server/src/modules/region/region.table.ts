// Filled by the region domain: administrative regions and the mall's communities.
export interface RegionTables {}
