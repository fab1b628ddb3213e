import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'

const target = process.env.TARO_ENV ?? 'h5'
// read here rather than from npm_package_version, which `npx taro build` does not set
const appVersion: string = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8')).version

// Mini-programs need an absolute API origin; H5 calls its own origin (same server serves /h5/ and /api/).
const apiBase = process.env.MALL_API_BASE ?? (target === 'h5' ? '' : 'http://127.0.0.1:8080')

// Images on object storage (README "Object storage"): MALL_IMAGE_DOMAIN, the bucket's public URL, takes
// relative image paths instead of the API origin; MALL_IMAGE_STORAGE_HOSTS (comma-separated) are further
// hosts that resize by query; MALL_IMAGE_RESIZE_QUERY the resize parameter ({w} {h}; unset: Aliyun OSS's,
// 'none': no resizing). src/services/image.ts reads them.
const image = {
  domain: (process.env.MALL_IMAGE_DOMAIN ?? '').trim(),
  storageHosts: (process.env.MALL_IMAGE_STORAGE_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
  resizeQuery: process.env.MALL_IMAGE_RESIZE_QUERY ?? null,
}

// Packages that ship ES2020+ syntax (`?.`, `??`): Taro compiles node_modules only when told, and old WeChat
// base libraries and iOS 10 Safari (browserslist) cannot parse them. Checked by parsing every output file
// as ES2019 (see the report of the foundation issue).
const ES2020_PACKAGES = /[\\/]node_modules[\\/](@nutui|@tarojs[\\/]components|i18next|react-i18next|zustand|use-sync-external-store|dayjs|query-string|filter-obj|split-on-first|decode-uri-component)[\\/]/
const transpiledPackage = (modulePath: string) => ES2020_PACKAGES.test(modulePath)

/**
 * The generated API client (src/services/api/contract.gen.ts, codes.gen.ts and the per-domain
 * calls/*.ts) has no side effects: importing a call from contract.gen then resolves to its domain's module, which lands
 * in the chunks of the pages that use it instead of the first load.
 */
function markGeneratedCallsPure(chain: any): void {
  chain.module.rule('generated-api-client').test(/[\\/]src[\\/]services[\\/]api[\\/](contract\.gen|codes\.gen|calls[\\/][a-z]+)\.ts$/).sideEffects(false)
}

/**
 * Writes page-chunks.json into the H5 build: for every page route, the script and style files its lazy
 * chunk group loads beyond the entry. The server names them in index.html (<link rel=preload>) so a
 * phone fetches the page's code together with the entry scripts instead of after they ran (issue 9).
 */
class PageChunksPlugin {
  apply(compiler: any) {
    const srcDir = path.resolve(__dirname, '..', 'src').split(path.sep).join('/')
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation: any) => {
      const { Compilation, sources } = compiler.webpack
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const initial = new Set<string>()
        for (const ep of compilation.entrypoints.values()) for (const c of ep.chunks) for (const f of c.files) initial.add(f)
        const pages: Record<string, { js: string[]; css: string[] }> = {}
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue
          for (const origin of group.origins ?? []) {
            const request = String(origin.request ?? '').split('?')[0].split(path.sep).join('/')
            const rel = request.startsWith(srcDir + '/') ? request.slice(srcDir.length + 1) : request.replace(/^\.\//, '')
            const route = rel.replace(/\.(tsx|ts|jsx|js)$/, '')
            if (!/^(pages|otherpages|promotionpages)\/[\w/-]+$/.test(route)) continue
            const files: string[] = []
            for (const c of group.chunks) for (const f of c.files) if (!initial.has(f)) files.push(f)
            pages[route] = { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) }
          }
        }
        compilation.emitAsset('page-chunks.json', new sources.RawSource(JSON.stringify(pages)))
      })
    })
  }
}

/** H5_MODULE_SIZES=1: writes module-sizes.json (each initial or home chunk's modules by size) to look at what a chunk holds. */
class ModuleSizesPlugin {
  apply(compiler: any) {
    compiler.hooks.thisCompilation.tap('ModuleSizesPlugin', (compilation: any) => {
      const { Compilation, sources } = compiler.webpack
      compilation.hooks.processAssets.tap({ name: 'ModuleSizesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const out: Record<string, Array<[string, number]>> = {}
        for (const chunk of compilation.chunks) {
          const mods: Array<[string, number]> = []
          for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            mods.push([String(m.resource ?? m.identifier()).replace(/^.*node_modules[\\/]/, '~/').slice(-120), m.size()])
          }
          mods.sort((a, b) => b[1] - a[1])
          out[String(chunk.name ?? chunk.id)] = mods
        }
        compilation.emitAsset('module-sizes.json', new sources.RawSource(JSON.stringify(out, null, 1)))
      })
    })
  }
}

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'open-mall',
    date: '2026-11-23',
    // NutUI is designed for a 375 px wide screen, our own styles for 750
    designWidth(input: any) {
      const file = typeof input === 'object' && input ? input.file : ''
      return file && file.replace(/\\+/g, '/').includes('@nutui') ? 375 : 750
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // MALL_OUTPUT_ROOT: a build beside the usual one (side-by-side work; TARO_CACHE=0 with it)
    outputRoot: process.env.MALL_OUTPUT_ROOT || `dist/${target}`,
    plugins: [],
    defineConstants: {
      MALL_API_BASE: JSON.stringify(apiBase),
      MALL_APP_VERSION: JSON.stringify(appVersion),
      MALL_IMAGE: JSON.stringify(image),
    },
    alias: { '@': path.resolve(__dirname, '..', 'src') },
    // the H5 site's icon (the server also answers /favicon.ico with it)
    copy: { patterns: target === 'h5' ? [{ from: 'src/favicon.ico', to: `${process.env.MALL_OUTPUT_ROOT || `dist/${target}`}/favicon.ico` }] : [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: process.env.TARO_CACHE !== '0' },
    mini: {
      // modules used only by subpackages move into them, keeping the main package small
      optimizeMainPackage: { enable: true },
      webpackChain(chain: any) {
        markGeneratedCallsPure(chain)
      },
      compile: { include: [transpiledPackage] },
      // page styles are scoped by class name: the order two chunks' CSS arrives in does not matter
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
    h5: {
      compile: { include: [transpiledPackage] },
      publicPath: '/h5/',
      // Taro's React components (View, Text, Image, ScrollView, Input, Picker, Swiper ...) instead of its
      // web components: the latter sit in one module, so every page loaded the code of every component
      // any page uses (about 80 KB gzipped in the home page's first load, issue 9)
      useHtmlComponents: true,
      staticDirectory: 'static',
      router: {
        mode: 'browser',
        basename: '/h5',
        // the spec's system pages sit at short addresses (src/platform/location/routes.ts). Taro's router
        // registers a page with custom routes at those only: the page's own declared path is listed too,
        // or it answers "page not found" there. The first is the address navigation shows.
        customRoutes: {
          '/otherpages/system/choose_location/choose_location': ['/choose-location', '/otherpages/system/choose_location/choose_location'],
          '/otherpages/system/open_location/open_location': ['/open-location', '/otherpages/system/open_location/open_location'],
        },
      },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      // Every page chunk would otherwise carry its own copy of Taro's H5 components and NutUI:
      // shared packages go to named chunks loaded once.
      webpackChain(chain: any) {
        markGeneratedCallsPure(chain)
        chain.plugin('page-chunks').use(PageChunksPlugin)
        if (process.env.H5_MODULE_SIZES) chain.plugin('module-sizes').use(ModuleSizesPlugin)
        chain.optimization.splitChunks({
          chunks: 'all',
          maxInitialRequests: 8,
          cacheGroups: {
            // initial chunks only: libraries that just the later pages or popups use (form inputs,
            // pickers) stay in those async chunks instead of the first load
            taro: { name: 'taro', test: /[\\/]node_modules[\\/]@tarojs[\\/]/, priority: 30, enforce: true, chunks: 'initial' },
            nutui: { name: 'nutui', test: /[\\/]node_modules[\\/]@nutui[\\/]/, priority: 20, enforce: true, chunks: 'initial' },
            vendors: { name: 'vendors', test: /[\\/]node_modules[\\/]/, priority: 10, enforce: true, chunks: 'initial' },
            asyncVendors: { test: /[\\/]node_modules[\\/]/, priority: 5, minChunks: 2, chunks: 'async', reuseExistingChunk: true },
            // the account pages' shared code and texts (login, register, member pages and popups) load
            // with those pages; the two small stores the page shell reads stay in common
            account: {
              name: 'account',
              chunks: 'async',
              priority: 3,
              enforce: true,
              test: (m: { resource?: string }) =>
                /[\\/]src[\\/](features[\\/](auth|member)[\\/]|locales[\\/][a-z-]+[\\/](login|member)\.json|locales[\\/](login|member)\.ts)/.test(m.resource ?? '') &&
                !/[\\/]features[\\/](auth[\\/]store|member[\\/](store|api))\.ts$/.test(m.resource ?? ''),
            },
            // buying (cart, coupons, addresses, checkout, paying, orders): shared by the goods, cart,
            // order and member pages, so it would otherwise land in common and in the home page's first
            // load; only the cart count the tab bar shows stays out of it
            buying: {
              name: 'buying',
              chunks: 'async',
              priority: 2,
              enforce: true,
              test: (m: { resource?: string }) =>
                /[\\/]src[\\/](features[\\/](cart|coupon|address|checkout|pay|order)[\\/]|locales[\\/][a-z-]+[\\/](cart|coupon|address|checkout|pay|order)\.json|locales[\\/](cart|coupon|address|checkout|pay|order)\.ts|services[\\/]api[\\/]calls[\\/](coupon|address|ordercreate|order|pay)\.ts)/.test(m.resource ?? '') &&
                !/[\\/]features[\\/]cart[\\/]api\.ts$/.test(m.resource ?? ''),
            },
            // code shared by pages is split by the set of pages that share it (no single named chunk):
            // one `common` chunk made the home page load every other page's shared code too
            common: { minChunks: 2, priority: 1, chunks: 'async', reuseExistingChunk: true },
          },
        })
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  }
  return process.env.NODE_ENV === 'development' ? merge({}, baseConfig, devConfig) : merge({}, baseConfig, prodConfig)
})
