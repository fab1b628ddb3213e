export default definePageConfig({
  navigationStyle: 'custom',
  backgroundColor: '#F7F7F7',
  // the share menu's chat and timeline entries (useGoodsShare answers both)
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
