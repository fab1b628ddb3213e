/**
 * The app's test kit: render with the real texts, a fake API typed by the generated contract, the
 * session fixtures and the DOM helpers. Not loaded by the app.
 */
export { makeTestI18n, renderApp, type ExtraTexts, type TestLang } from './render'
export { fakeApi, refuse, reply, type Answer, type Answers, type CallData, type CallInput, type CallName, type FakeApi, type SentCall } from './fakeApi'
export { memberInfo, signIn, signOut } from './session'
export { clearToast, flush, inputValue, inputsReady, lastToast, typeInto } from './dom'
