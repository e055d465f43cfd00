// HTML as Microsoft Word puts it on the clipboard, for the paste tests: its list paragraphs carry
// their list and level in `mso-list` and start with the marker Word draws, wrapped in conditional
// comments and a span styled `mso-list:Ignore`.

/** One list paragraph: list `l0`, level 1…9, the marker ("·", "o", "1.", "a.") and the item's HTML. */
export function wordListParagraph(list: string, level: number, marker: string, html: string): string {
  return (
    `<p class=MsoListParagraphCxSpMiddle style='margin-left:${level * 0.5}in;text-indent:-.25in;mso-list:${list} level${level} lfo1'>` +
    `<![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>${marker}` +
    `<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>${html}<o:p></o:p></p>\n`
  )
}

/** A whole clipboard document around `body`, with Word's namespaces and generator. */
export function wordDocument(body: string): string {
  return (
    '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">' +
    '<head><meta name=Generator content="Microsoft Word 15"></head>' +
    `<body lang=EN-US><!--StartFragment-->${body}<!--EndFragment--></body></html>`
  )
}
