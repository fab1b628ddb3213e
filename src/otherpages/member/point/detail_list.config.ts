export default definePageConfig({
  navigationStyle: 'custom',
  backgroundColor: '#F7F7F7',
})
