export default definePageConfig({
  navigationStyle: 'custom',
  backgroundColor: '#F7F7F7',
  // the share menu's chat and timeline entries (usePageShare answers both)
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
