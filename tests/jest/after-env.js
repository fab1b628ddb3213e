// waitFor and findBy* wait up to 5 s (the default 1 s fails on a loaded 2-core machine). Loaded here, after
// the test framework: Testing Library registers its afterEach cleanup when first imported.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 })
