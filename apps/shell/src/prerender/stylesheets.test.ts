import { stylesheetsFor, type BuiltStylesheet } from './stylesheets';

const sheet = (href: string, css: string, fromSharedUi = false): BuiltStylesheet => ({ href, css, fromSharedUi });

describe('stylesheetsFor', () => {
  const theme = sheet('/10.aaa.css', ':root{--x:1}body{margin:0}', true);
  const button = sheet('/20.bbb.css', '.shell-btn1{color:red}.shell-btn2:hover{color:blue}', true);
  const buttonFallback = sheet('/21.bbb.css', '.shell-btn1{color:red}.shell-btn2:hover{color:blue}', true);
  const dialogWithButton = sheet('/30.ccc.css', '.shell-dlg{position:fixed}.shell-btn1{color:red}.shell-btn2:hover{color:blue}', true);
  const layout = sheet('/5.ddd.css', '.shell-lay{display:flex}@media (max-width:48rem){.shell-lay{padding:.5rem}}');
  const unused = sheet('/40.eee.css', '.shell-other{color:green}');
  const all = [unused, layout, dialogWithButton, buttonFallback, button, theme];

  it("links the theme and each file defining a class the page uses, shared-ui's before the shell's", () => {
    const body = '<div class="shell-lay"><a class="shell-btn1 shell-btn2">Go</a></div>';
    expect(stylesheetsFor(body, all)).toEqual(['/10.aaa.css', '/20.bbb.css', '/5.ddd.css']);
  });

  it('takes a bigger file only for a class no smaller one defines', () => {
    expect(stylesheetsFor('<div class="shell-dlg shell-btn1">', all)).toEqual(['/10.aaa.css', '/20.bbb.css', '/30.ccc.css']);
  });

  it('links only the theme for a page without styled classes', () => {
    expect(stylesheetsFor('<p>text</p>', all)).toEqual(['/10.aaa.css']);
  });
});
