// UTS #39's skeleton, for what a name must not pass for: two texts are confusable when their
// skeletons are equal, the skeleton being the text in NFD with each character replaced by its
// prototype in Unicode's confusables.txt, then in NFD again. The table below is the part of
// confusables.txt 13.0.0 (as the npm package unhomoglyph 1.0.6 ships it, in its data.json) that
// can make a name read as an AI seat's: every character that survives NFKC and NFD and whose
// prototype holds no letter or digit but those of an AI's skeleton (A, a, i, l: the skeleton of I
// and of 1, and 2, 3, 4), punctuation being dropped from names before they are compared.
// confusables.test.ts derives this list from the package's whole table, so the two cannot drift
// apart. Every other character is its own prototype here.

/** Each look-alike character, with its prototype (confusables.txt 13.0.0). */
export const PROTOTYPES: ReadonlyMap<string, string> = new Map([
  ['\u01c3', '!'], // latin letter retroflex click
  ['\u2d51', '!'], // tifinagh letter tuareg yang
  ['\ua778', '&'], // latin small letter um
  ['\u02b9', "'"], // modifier letter prime
  ['\u02bb', "'"], // modifier letter turned comma
  ['\u02bc', "'"], // modifier letter apostrophe
  ['\u02bd', "'"], // modifier letter reversed comma
  ['\u02be', "'"], // modifier letter right half ring
  ['\u02c8', "'"], // modifier letter vertical line
  ['\u02ca', "'"], // modifier letter acute accent
  ['\u02cb', "'"], // modifier letter grave accent
  ['\u05d9', "'"], // hebrew letter yod
  ['\u07f4', "'"], // nko high tone apostrophe
  ['\u07f5', "'"], // nko low tone apostrophe
  ['\u144a', "'"], // canadian syllabics west-cree p
  ['\u16cc', "'"], // runic letter short-twig-sol s
  ['\ua78c', "'"], // latin small letter saltillo
  ['\u{16f51}', "'"], // miao sign aspiration
  ['\u{16f52}', "'"], // miao sign reformed voicing
  ['\u02ba', "''"], // modifier letter double prime
  ['\u02ee', "''"], // modifier letter double apostrophe
  ['\u05f2', "''"], // hebrew ligature yiddish double yod
  ['\u{1031f}', '*'], // old italic letter ess
  ['\u{1029b}', '+'], // lycian letter h
  ['\ua4f9', ','], // lisu letter tone na po
  ['\u2cba', '-'], // coptic capital letter dialect-p ni
  ['\u0660', '.'], // arabic-indic digit zero
  ['\u06f0', '.'], // extended arabic-indic digit zero
  ['\ua4f8', '.'], // lisu letter tone mya ti
  ['\u{1d16d}', '.'], // musical symbol combining augmentation dot
  ['\ua4fb', '.,'], // lisu letter tone mya bo
  ['\ua4fa', '..'], // lisu letter tone mya cya
  ['\u2cc6', '/'], // coptic capital letter old coptic esh
  ['\u3033', '/'], // vertical kana repeat mark upper half
  ['\u30ce', '/'], // katakana letter no
  ['\u4e3f', '/'], // cjk unified ideograph-4e3f
  ['\u01a7', '2'], // latin capital letter tone two
  ['\u03e8', '2'], // coptic capital letter hori
  ['\u14bf', '2'], // canadian syllabics sayisi m
  ['\ua644', '2'], // cyrillic capital letter reversed dze
  ['\ua6ef', '2'], // bamum letter koghom
  ['\ua75a', '2'], // latin capital letter r rotunda
  ['\u01b7', '3'], // latin capital letter ezh
  ['\u021c', '3'], // latin capital letter yogh
  ['\u0417', '3'], // cyrillic capital letter ze
  ['\u04e0', '3'], // cyrillic capital letter abkhasian dze
  ['\u2ccc', '3'], // coptic capital letter old coptic hori
  ['\ua76a', '3'], // latin capital letter et
  ['\ua7ab', '3'], // latin capital letter reversed open e
  ['\u{118ca}', '3'], // warang citi small letter ang
  ['\u{16f3b}', '3'], // miao letter za
  ['\u{1d206}', '3'], // greek vocal notation symbol-7
  ['\u13ce', '4'], // cherokee letter se
  ['\u{118af}', '4'], // warang citi capital letter uc
  ['\u1530', '4\u00b7'], // canadian syllabics west-cree ywe
  ['\u02d0', ':'], // modifier letter triangular colon
  ['\u0903', ':'], // devanagari sign visarga
  ['\u0a83', ':'], // gujarati sign visarga
  ['\ua4fd', ':'], // lisu letter tone mya jeu
  ['\u1438', '<'], // canadian syllabics pa
  ['\u16b2', '<'], // runic letter kauna
  ['\u1445', '<\u00b7'], // canadian syllabics west-cree pwa
  ['\u2cb4', '<\u00b7'], // coptic capital letter old coptic ain
  ['\u1433', '>'], // canadian syllabics po
  ['\u{16f3f}', '>'], // miao letter archaic zza
  ['\u1441', '>\u00b7'], // canadian syllabics west-cree pwo
  ['\u0241', '?'], // latin capital letter glottal stop
  ['\u0294', '?'], // latin letter glottal stop
  ['\u097d', '?'], // devanagari letter glottal stop
  ['\u13ae', '?'], // cherokee letter he
  ['\ua6eb', '?'], // bamum letter ntuu
  ['\u0391', 'A'], // greek capital letter alpha
  ['\u0410', 'A'], // cyrillic capital letter a
  ['\u13aa', 'A'], // cherokee letter go
  ['\u15c5', 'A'], // canadian syllabics carrier gho
  ['\ua4ee', 'A'], // lisu letter a
  ['\u{102a0}', 'A'], // carian letter a
  ['\u{16f40}', 'A'], // miao letter zzya
  ['\ua732', 'AA'], // latin capital letter aa
  ['\u4e36', '\\'], // cjk unified ideograph-4e36
  ['\u02c6', '^'], // modifier letter circumflex accent
  ['\u07fa', '_'], // nko lajanyalan
  ['\u0251', 'a'], // latin small letter alpha
  ['\u03b1', 'a'], // greek small letter alpha
  ['\u0430', 'a'], // cyrillic small letter a
  ['\u237a', 'a'], // apl functional symbol alpha
  ['\ua733', 'aa'], // latin small letter aa
  ['\u0131', 'i'], // latin small letter dotless i
  ['\u0269', 'i'], // latin small letter iota
  ['\u026a', 'i'], // latin letter small capital i
  ['\u03b9', 'i'], // greek small letter iota
  ['\u0456', 'i'], // cyrillic small letter byelorussian-ukrainian i
  ['\u04cf', 'i'], // cyrillic small letter palochka
  ['\u13a5', 'i'], // cherokee letter v
  ['\u2373', 'i'], // apl functional symbol iota
  ['\ua647', 'i'], // cyrillic small letter iota
  ['\uab75', 'i'], // cherokee small letter v
  ['\u{118c3}', 'i'], // warang citi small letter yu
  ['1', 'l'], // digit one
  ['I', 'l'], // latin capital letter i
  ['|', 'l'], // vertical line
  ['\u0196', 'l'], // latin capital letter iota
  ['\u01c0', 'l'], // latin letter dental click
  ['\u0399', 'l'], // greek capital letter iota
  ['\u0406', 'l'], // cyrillic capital letter byelorussian-ukrainian i
  ['\u04c0', 'l'], // cyrillic letter palochka
  ['\u05c0', 'l'], // hebrew punctuation paseq
  ['\u05d5', 'l'], // hebrew letter vav
  ['\u05df', 'l'], // hebrew letter final nun
  ['\u0627', 'l'], // arabic letter alef
  ['\u0661', 'l'], // arabic-indic digit one
  ['\u06f1', 'l'], // extended arabic-indic digit one
  ['\u07ca', 'l'], // nko letter a
  ['\u16c1', 'l'], // runic letter isaz is iss i
  ['\u2223', 'l'], // divides
  ['\u23fd', 'l'], // power on symbol
  ['\u2c92', 'l'], // coptic capital letter iauda
  ['\u2d4f', 'l'], // tifinagh letter yan
  ['\ua4f2', 'l'], // lisu letter i
  ['\u{1028a}', 'l'], // lycian letter j
  ['\u{10309}', 'l'], // old italic letter i
  ['\u{10320}', 'l'], // old italic numeral one
  ['\u{16f28}', 'l'], // miao letter gha
  ['\u{1e8c7}', 'l'], // mende kikakui digit one
  ['\u05f1', "l'"], // hebrew ligature yiddish vav yod
  ['\u01c1', 'll'], // latin letter lateral click
  ['\u05f0', 'll'], // hebrew ligature yiddish double vav
  ['\u2016', 'll'], // double vertical line
  ['\u2225', 'll'], // parallel to
  ['\u14b7', 'l\u00b7'], // canadian syllabics west-cree mwa
  ['\u1427', '\u00b7'], // canadian syllabics final middle dot
  ['\ua78f', '\u00b7'], // latin letter sinological dot
  ['\u152f', '\u00b74'], // canadian syllabics ywe
  ['\u1444', '\u00b7<'], // canadian syllabics pwa
  ['\u1437', '\u00b7>'], // canadian syllabics carrier hi
  ['\u1440', '\u00b7>'], // canadian syllabics pwo
  ['\u2d48', '\u00b7\u00b7\u00b7'], // tifinagh letter tuareg yaq
  ['\ua830', '\u0964'], // north indic fraction one quarter
  ['\u{1e8cc}', '\u2202'], // mende kikakui digit six
  ['\u{118a8}', '\u2207'], // warang citi capital letter e
  ['\u{1e8c8}', '\u2220'], // mende kikakui digit two
  ['\u304f', '\u276c'], // hiragana letter ku
  ['\u{21fe8}', '\u276c'], // cjk unified ideograph-21fe8
]);

/** The UTS #39 skeleton of `text` over the table above: NFD, each character to its prototype,
 * NFD again. Only for comparing; never shown. */
export const skeleton = (text: string): string =>
  Array.from(text.normalize('NFD'), (character) => PROTOTYPES.get(character) ?? character)
    .join('')
    .normalize('NFD');
