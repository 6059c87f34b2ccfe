/// A self-contained HTML page: its style and script inline, nothing fetched, so it opens from a
/// `file:` URL and in a CI artifact viewer; light and dark with the system's choice.
struct HTMLPage {
  let title: String
  let body: String

  func html() -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="catalog \(CatalogVersion.current)">
    <title>\(MarkupText.escaped(title))</title>
    <style>\(Self.style)</style>
    </head>
    <body>
    <header><h1>\(MarkupText.escaped(title))</h1>
    <p class="help">Each lane is an object; each mark an event, in order (the ruler gives the time in seconds). \
    Select a mark, or move with Tab or the arrow keys, to see its details.</p></header>
    <main>
    \(body)</main>
    <aside id="details" aria-live="polite"><p>No event selected.</p></aside>
    <script>\(Self.script)</script>
    </body>
    </html>

    """
  }

  static let style = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1b1f24;--dim:#6a737d;--line:#d0d7de;--band:#f3f5f7;\
    --call:#0969da;--callback:#1a7f37;--query:#8250df;--block:#bf8700;--lifecycle:#57606a;--warning:#d1242f;\
    --exception:#a40e26;--removed:#d1242f;--added:#1a7f37;--changed:#bf8700;--moved:#8250df;--span:#ddf4ff}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--dim:#8b949e;--line:#30363d;\
    --band:#161b22;--call:#58a6ff;--callback:#3fb950;--query:#bc8cff;--block:#d29922;--lifecycle:#8b949e;\
    --warning:#f85149;--exception:#ff7b72;--removed:#f85149;--added:#3fb950;--changed:#d29922;--moved:#bc8cff;\
    --span:#12263b}}
    body{margin:0;font:14px/1.4 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
    header,main{padding:0 16px}h1{font-size:20px}h2{font-size:17px;margin-top:28px}h3{font-size:15px}
    .help,small{color:var(--dim)}table{border-collapse:collapse}td,th{border:1px solid var(--line);padding:2px 8px}
    .scroll{overflow-x:auto;border:1px solid var(--line);padding-bottom:4px;margin-bottom:12px}
    .lanes{position:relative;width:calc(var(--w) + 12em)}
    .lane{display:flex;height:22px;border-bottom:1px solid var(--line)}
    .lane .name{position:sticky;left:0;z-index:2;flex:0 0 12em;padding:0 6px;background:var(--bg);\
    font:12px/22px ui-monospace,monospace;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .track{position:relative;flex:1}
    .ruler span{position:absolute;top:3px;font:10px ui-monospace,monospace;color:var(--dim)}
    .turn{position:absolute;top:0;bottom:0;background:var(--band)}
    .span{position:absolute;top:3px;height:16px;background:var(--span);border-radius:3px;font:10px/16px sans-serif;\
    color:var(--dim);overflow:hidden;white-space:nowrap;padding-left:3px;box-sizing:border-box}
    .e{position:absolute;top:6px;width:10px;height:10px;margin-left:4px;border-radius:50%;background:currentColor;z-index:1}
    .e:focus,.e.sel{outline:3px solid var(--fg);outline-offset:1px}
    .k-call{color:var(--call);border-radius:2px}.k-callback{color:var(--callback)}.k-query{color:var(--query)}
    .k-block{color:var(--block)}.k-lifecycle{color:var(--lifecycle)}.k-warning{color:var(--warning)}
    .k-exception{color:var(--exception)}
    .m-removed{box-shadow:0 0 0 3px var(--removed)}.m-added{box-shadow:0 0 0 3px var(--added)}
    .m-changed{box-shadow:0 0 0 3px var(--changed)}.m-moved{box-shadow:0 0 0 3px var(--moved)}
    .pair{display:grid;grid-template-columns:1fr;gap:8px}
    .legend span{margin-right:12px}.legend i{display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:4px}
    .outcome-passed{color:var(--added)}.outcome-changed,.outcome-failed,.outcome-new,.outcome-obsolete{color:var(--removed)}
    pre{overflow-x:auto;border:1px solid var(--line);padding:8px;font:12px ui-monospace,monospace}
    #details{position:sticky;bottom:0;background:var(--bg);border-top:2px solid var(--line);padding:6px 16px;\
    font:12px ui-monospace,monospace;min-height:3.5em}
    #details p{margin:2px 0}
    """

  static let script = """
    (function(){
    var details=document.getElementById('details');var selected=null;
    function show(e){if(selected)selected.classList.remove('sel');selected=e;e.classList.add('sel');
    var d=e.dataset;var lane=e.closest('.lane').dataset.object;var lines=[
    'event '+d.seq+' \\u00b7 t='+d.t+' s \\u00b7 turn '+d.turn+' \\u00b7 '+lane,d.text];
    if(d.rule)lines.push('rule '+d.rule+': '+d.ruleTitle);if(d.mark)lines.push('this event is '+d.mark);
    details.replaceChildren();lines.forEach(function(t){var p=document.createElement('p');p.textContent=t;details.appendChild(p);});}
    document.addEventListener('click',function(ev){var e=ev.target.closest('.e');if(e){ev.preventDefault();show(e);e.focus();}});
    document.addEventListener('focusin',function(ev){if(ev.target.classList&&ev.target.classList.contains('e'))show(ev.target);});
    document.addEventListener('keydown',function(ev){if(!selected||(ev.key!=='ArrowRight'&&ev.key!=='ArrowLeft'))return;
    var section=selected.closest('section');var seq=+selected.dataset.seq+(ev.key==='ArrowRight'?1:-1);
    var next=section.querySelector('.e[data-seq="'+seq+'"]');if(next){ev.preventDefault();next.focus();}});
    })();
    """
}
