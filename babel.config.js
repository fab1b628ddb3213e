// babel-preset-taro options: https://docs.taro.zone/docs/next/babel-config
module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5' }],
  ],
  plugins: [
    // NutUI per-component imports keep unused components out of every bundle
    ['import', { libraryName: '@nutui/nutui-react-taro', libraryDirectory: 'dist/es/packages', style: 'css', camel2DashComponentName: false }, 'nutui-react-taro'],
  ],
}
