// babel-preset-taro options: https://docs.taro.zone/docs/next/babel-config
module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5' }],
  ],
  plugins: [
    // NutUI per-component imports keep unused components out of every bundle;
    // NutUI 3 folders are lower-case without dashes (SwiperItem -> swiperitem): name them explicitly
    ['import', {
      libraryName: '@nutui/nutui-react-taro',
      libraryDirectory: 'dist/es/packages',
      style: 'css',
      camel2DashComponentName: false,
      customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
    }, 'nutui-react-taro'],
    // NutUI's icons: the package's index is marked as having side effects, so importing from it puts
    // every imported icon wherever the index lands (the shared first-load chunk). One file per icon
    // keeps each icon with the pages that draw it (NutUI's own components are compiled with this too).
    ['import', {
      libraryName: '@nutui/icons-react-taro',
      camel2DashComponentName: false,
      customName: (name) => `@nutui/icons-react-taro/dist/es/icons/${name}.js`,
    }, 'nutui-icons-react-taro'],
  ],
}
