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
  ],
}
