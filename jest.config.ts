// Plain object, no type-only syntax: jest reads this through ts-node.
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  transform: { '^.+\\.(t|j)sx?$': 'babel-jest' },
  // Taro's dist folders hold nested node_modules: match node_modules anywhere in the path
  transformIgnorePatterns: ['/node_modules/(?!(@tarojs|@nutui|@babel/runtime)/)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css|scss|sass|less)$': '<rootDir>/tests/jest/style-stub.js',
  },
  globals: { ENABLE_INNER_HTML: true, ENABLE_ADJACENT_HTML: true, ENABLE_CLONE_NODE: true, __TARO_FRAMEWORK__: 'react' },
}

export default config
