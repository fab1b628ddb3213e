// Plain object, no type-only syntax: jest reads this through ts-node.
const ESM_PACKAGES = [
  '@tarojs', '@nutui', '@babel/runtime', '@stencil', 'query-string', 'decode-uri-component', 'split-on-first',
  'filter-obj', 'nanoid', 'swiper', 'ssr-window', 'dom7',
].join('|')

const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/tests/jest'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'mjs'],
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': 'babel-jest' },
  // anchored at the root node_modules: Taro's dist folders hold nested node_modules of their own
  transformIgnorePatterns: [`<rootDir>/node_modules/(?!(${ESM_PACKAGES})/)`],
  setupFiles: ['<rootDir>/tests/jest/setup.js'],
  // after the framework: importing Testing Library before afterEach exists would skip its cleanup
  setupFilesAfterEnv: ['<rootDir>/tests/jest/after-env.js'],
  // a loaded 2-core machine renders a page's first test (all texts, NutUI) in seconds, not milliseconds
  testTimeout: 20000,
  // jsdom and the transformed Taro/NutUI modules pile up across files in one process (a single run went
  // past node's 4 GB heap): a worker is replaced once it holds more than this after a file.
  workerIdleMemoryLimit: '1GB',
  moduleNameMapper: {
    '/tslib/tslib\\.es6\\.js$': '<rootDir>/node_modules/tslib/tslib.js',
    '^lodash-es$': 'lodash',
    '^lodash-es/(.*)$': 'lodash/$1',
    '^@tarojs/components$': '@tarojs/components/lib/react',
    '^@tarojs/taro$': '<rootDir>/tests/jest/taro.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css|scss|sass|less)$': '<rootDir>/tests/jest/style-stub.js',
  },
  globals: {
    ENABLE_INNER_HTML: true,
    ENABLE_ADJACENT_HTML: true,
    ENABLE_CLONE_NODE: true,
    ENABLE_CONTAINS: true,
    ENABLE_MUTATION_OBSERVER: false,
    ENABLE_SIZE_APIS: false,
    ENABLE_TEMPLATE_CONTENT: true,
    DEPRECATED_ADAPTER_COMPONENT: false,
    __TARO_FRAMEWORK__: 'react',
  },
}

export default config
