// The result's icon: a tick in a filled circle when paid (NutUI's CheckChecked, used before, is a radio
// button's ring and read as no tick at all), a cross otherwise.
import { fakeApi, flush, renderApp, type CallData } from '@/testing'
import { PayResult } from './PayResult'

const STATUS = 'payStatus'
const INFO = 'payInfo'
/** The status answer and the payment's info that goes with it. */
const paying = (status: CallData<'payStatus'>) => ({
  [STATUS]: status,
  [INFO]: { ...status, pay_body: '', event: 'order', pay_type: 'BALANCE', create_time: 1, pay_time: 0, close_time: 0, orders: [] } satisfies CallData<'payInfo'>,
})

afterEach(() => jest.restoreAllMocks())

describe('pay result icon', () => {
  it('paid: the tick', async () => {
    fakeApi(paying({ pay_status: 2, status: 'paid', out_trade_no: 'T1', pay_money: 0 }))
    const { container } = renderApp(<PayResult outTradeNo='T1' poll={{ tries: 1, intervalMs: 0 }} />)
    await flush()
    expect(container.querySelector('.pay-result--success .pay-result__icon .nut-icon-Checked')).not.toBeNull()
    expect(container.querySelector('.nut-icon-CheckChecked')).toBeNull()
  })

  it('not paid: the cross', async () => {
    fakeApi(paying({ pay_status: 0, status: 'waiting', out_trade_no: 'T2', pay_money: 100 }))
    const { container } = renderApp(<PayResult outTradeNo='T2' poll={{ tries: 1, intervalMs: 0 }} />)
    await flush()
    expect(container.querySelector('.pay-result--fail .pay-result__icon .nut-icon-CheckClose')).not.toBeNull()
  })
})
