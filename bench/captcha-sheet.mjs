// The contact sheet of bench/captcha.mjs --sheet: pictures at twice their size, each answer written
// beside it in a small bitmap font, so a person can check that every picture is readable.

const FONT = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
}

/**
 * pictures: [{code, png (Buffer)}]; returns a PNG Buffer with `columns` pictures a row.
 * PNG is pngjs's class (the server's copy).
 */
export function contactSheet(PNG, pictures, columns = 4) {
  const decoded = pictures.map((p) => ({ code: p.code, img: PNG.sync.read(p.png) }))
  const zoom = 2
  const dot = 3
  const pw = decoded[0].img.width * zoom
  const ph = decoded[0].img.height * zoom
  const textW = 4 * 6 * dot + 8
  const cellW = pw + textW + 16
  const cellH = ph + 12
  const rows = Math.ceil(decoded.length / columns)
  const sheet = new PNG({ width: cellW * columns, height: cellH * rows })
  sheet.data.fill(255)
  decoded.forEach(({ code, img }, n) => {
    const ox = (n % columns) * cellW + 6
    const oy = Math.floor(n / columns) * cellH + 6
    for (let y = 0; y < ph; y++) {
      for (let x = 0; x < pw; x++) {
        const s = (Math.floor(y / zoom) * img.width + Math.floor(x / zoom)) * 4
        const d = ((oy + y) * sheet.width + ox + x) * 4
        // 32 levels a channel: the eye sees no difference, the committed file is half the size
        for (let k = 0; k < 3; k++) sheet.data[d + k] = Math.min(255, Math.round(img.data[s + k] / 8) * 8)
      }
    }
    const tx = ox + pw + 8
    const ty = oy + Math.floor((ph - 7 * dot) / 2)
    ;[...code].forEach((ch, i) => {
      FONT[ch].forEach((row, r) => [...row].forEach((bit, c) => {
        if (bit !== '1') return
        for (let dy = 0; dy < dot; dy++) {
          for (let dx = 0; dx < dot; dx++) {
            const d = ((ty + r * dot + dy) * sheet.width + tx + i * 6 * dot + c * dot + dx) * 4
            sheet.data[d] = sheet.data[d + 1] = sheet.data[d + 2] = 40
          }
        }
      }))
    })
  })
  return PNG.sync.write(sheet, { colorType: 2 })
}
