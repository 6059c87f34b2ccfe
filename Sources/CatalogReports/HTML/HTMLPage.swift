import CatalogModel
import CatalogRunner

/// A self-contained HTML page: its style and script inline, nothing fetched, so it opens from a
/// `file:` URL and in a CI artifact viewer; light and dark with the system's choice.
///
/// The script draws each timeline's swimlanes from the JSON record in its section
/// (`Swimlanes.data`) and each diff's rows (`DiffTable.rows`): a page of at most `eager` events
/// draws everything when it loads; a longer one draws a timeline when it comes near the window,
/// and of a timeline of more than `full` events only the marks near the part of the axis in view,
/// again as it scrolls. A diff of more than `rowLimit` rows draws the rows in view.
struct HTMLPage {
  let title: String
  let body: String
  /// More of the page's own style and script, after the report's (the review page's buttons).
  var extraStyle = ""
  var extraScript = ""
  /// More `<meta>` lines for the head (the review page's token and version).
  var meta = ""
  /// The explanation under the title; the report's by default.
  var help = HTMLPage.reportHelp

  static let reportHelp = """
    Each lane is an object; each mark an event, labelled with its member (abbreviated where marks \
    crowd: hover a mark for its whole text), placed on virtual time: the space between two moments grows \
    with the time between them, the events of one moment stand side by side in order, and shaded bands are \
    run-loop turns. The phases lane shows each transition's A (request), B (deferred start), C (animation) \
    and D (completion); a thin bar under an object's marks spans its transition or animation. In a diff, \
    removed (−), added (+), changed (~) and moved (⇅) events are filled with their colour, events shifted \
    in time (→) are outlined, and the others are faded. The sequence view draws the same events as \
    messages between lifelines, one a row. Select a mark, or move with Tab or the arrow keys, to see its \
    details.
    """

  func html() -> String {
    """
    <!doctype html>
    <html lang="en" data-view="lanes">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="catalog \(CatalogVersion.current)">
    \(meta)<link rel="icon" href="data:,">
    <title>\(MarkupText.escaped(title))</title>
    <style>\(Self.style)\(extraStyle)</style>
    </head>
    <body>
    <header><h1>\(MarkupText.escaped(title))</h1>
    <p class="help">\(help)</p>
    <p class="views" role="group" aria-label="How the timelines are drawn">Draw timelines as \
    <button type="button" data-view="lanes" aria-pressed="true">swimlanes</button>\
    <button type="button" data-view="sequence" aria-pressed="false">sequence diagrams</button></p></header>
    <main>
    \(body)</main>
    <aside id="details" aria-live="polite"><p>No event selected.</p></aside>
    <script>\(Self.script)\(extraScript)</script>
    </body>
    </html>

    """
  }

  static let style = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1b1f24;--dim:#6a737d;--line:#d0d7de;--band:#f3f5f7;\
    --call:#0969da;--callback:#1a7f37;--query:#8250df;--block:#9a6700;--lifecycle:#57606a;--warning:#d1242f;\
    --exception:#a40e26;--removed:#cf222e;--added:#1a7f37;--changed:#9a6700;--moved:#8250df;--shifted:#0598bc;\
    --on-mark:#fff;--span:#ddf4ff;--spanbar:#54aeff;--pa:#dbeafe;--pb:#fde68a;--pc:#e9d5ff;--pd:#bbf7d0;--mark:#fff8c5}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--dim:#8b949e;--line:#30363d;\
    --band:#161b22;--call:#58a6ff;--callback:#3fb950;--query:#bc8cff;--block:#d29922;--lifecycle:#8b949e;\
    --warning:#f85149;--exception:#ff7b72;--removed:#ff7b72;--added:#3fb950;--changed:#e3b341;--moved:#d2a8ff;\
    --shifted:#39c5cf;--on-mark:#0d1117;--span:#12263b;--spanbar:#1f6feb;--pa:#1e3a5f;--pb:#4d3b0a;--pc:#3b2a56;\
    --pd:#143d26;--mark:#5a4a00}}
    body{margin:0;font:14px/1.4 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
    header,main{padding:0 16px}h1{font-size:20px}h2{font-size:17px;margin-top:28px}h3{font-size:15px}
    h4{font-size:14px;margin:8px 0 4px}
    .help,small{color:var(--dim)}table{border-collapse:collapse}td,th{border:1px solid var(--line);padding:2px 8px}
    .views button{font:inherit;margin-left:6px;padding:2px 10px;border:1px solid var(--line);border-radius:6px;\
    background:var(--bg);color:var(--fg);cursor:pointer}.views button[aria-pressed=true]{background:var(--fg);color:var(--bg)}
    html[data-view=sequence] .scroll,html[data-view=lanes] .seq{display:none}
    .scroll{overflow-x:auto;border:1px solid var(--line);padding-bottom:4px;margin-bottom:12px}
    .lanes{position:relative;width:calc(var(--w) + var(--nw,12em) + 16px)}
    .bg{position:absolute;left:var(--nw,12em);top:0;bottom:0;right:0;pointer-events:none}
    .lane{display:flex;height:22px;border-bottom:1px solid var(--line);position:relative}
    .lane .name{position:sticky;left:0;z-index:3;flex:0 0 var(--nw,12em);padding:0 6px;background:var(--bg);box-sizing:border-box;\
    font:12px/22px ui-monospace,monospace;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .track{position:relative;flex:1}
    .ruler span{position:absolute;top:3px;font:10px ui-monospace,monospace;color:var(--dim);white-space:nowrap}
    .ruler span.brk::before{content:"\\22EF ";color:var(--warning)}
    .turn{position:absolute;top:0;bottom:0;background:var(--band)}
    .span{position:absolute;bottom:1px;height:3px;background:var(--spanbar);border-radius:2px}
    .phase{position:absolute;top:2px;height:18px;border-radius:3px;font:10px/18px sans-serif;overflow:hidden;\
    white-space:nowrap;padding:0 3px;box-sizing:border-box;color:var(--fg)}
    .ph-A{background:var(--pa)}.ph-B{background:var(--pb)}.ph-C{background:var(--pc)}.ph-D{background:var(--pd)}
    .legend .phase-key{background:linear-gradient(90deg,var(--pa),var(--pb),var(--pc),var(--pd));border-radius:2px}
    .e{position:absolute;top:2px;height:16px;box-sizing:border-box;margin-left:1px;padding:0 2px;border-radius:3px;\
    border-left:3px solid currentColor;background:color-mix(in srgb,currentColor 16%,var(--bg));z-index:1;\
    overflow:hidden;white-space:nowrap;font:10px/16px ui-monospace,monospace;text-decoration:none}
    .e:focus,.e.sel{outline:3px solid var(--fg);outline-offset:1px;z-index:2}
    .k-call{color:var(--call)}.k-callback{color:var(--callback)}.k-query{color:var(--query)}
    .k-block{color:var(--block)}.k-lifecycle{color:var(--lifecycle)}.k-warning{color:var(--warning)}
    .k-exception{color:var(--exception)}
    .e.m-removed,.e.m-added,.e.m-changed,.e.m-moved{color:var(--on-mark);font-weight:700;border-left-color:var(--fg)}
    .e.m-removed{background:var(--removed)}.e.m-added{background:var(--added)}
    .e.m-changed{background:var(--changed)}.e.m-moved{background:var(--moved)}
    .e.m-shifted{outline:2px dashed var(--shifted);outline-offset:0;z-index:2}
    section.diff .e:not(.m-removed,.m-added,.m-changed,.m-moved,.m-shifted),\
    section.diff .q:not(.m-removed,.m-added,.m-changed,.m-moved,.m-shifted){opacity:.45}
    .pair{display:grid;grid-template-columns:minmax(0,1fr);gap:8px}section.timeline{min-width:0}
    .legend span{margin-right:12px;white-space:nowrap}.legend i{display:inline-block;min-width:10px;height:12px;\
    border-radius:3px;margin-right:4px;vertical-align:-1px;font:700 10px/12px ui-monospace,monospace;\
    text-align:center;font-style:normal;padding:0 2px}
    .legend i.m-removed{background:var(--removed);color:var(--on-mark)}.legend i.m-added{background:var(--added);color:var(--on-mark)}
    .legend i.m-changed{background:var(--changed);color:var(--on-mark)}.legend i.m-moved{background:var(--moved);color:var(--on-mark)}
    .legend i.m-shifted{outline:2px dashed var(--shifted);outline-offset:-2px;color:var(--shifted)}
    .outcome-passed{color:var(--added)}.outcome-changed,.outcome-failed,.outcome-new,.outcome-obsolete{color:var(--removed)}
    details.result{margin:6px 0}details.result>summary{cursor:pointer;font-weight:600}
    .seq{position:relative;overflow:auto;border:1px solid var(--line);margin-bottom:12px}.seq.virtual{max-height:75vh}
    .sq-head{position:sticky;top:0;height:28px;background:var(--bg);z-index:3;border-bottom:1px solid var(--line)}
    .sq-head b{position:absolute;top:3px;height:22px;box-sizing:border-box;padding:0 4px;border:1px solid var(--line);\
    border-radius:4px;background:var(--band);font:600 12px/20px ui-monospace,monospace;text-align:center;\
    white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .sq-body{position:relative;background:repeating-linear-gradient(90deg,transparent 0 calc(var(--sqw) / 2 - 1px),\
    var(--line) calc(var(--sqw) / 2 - 1px) calc(var(--sqw) / 2),transparent calc(var(--sqw) / 2) var(--sqw))}
    .q,.sq-phase{position:absolute;left:0;right:0;height:22px;white-space:nowrap;box-sizing:border-box}
    .q{cursor:pointer}.q:focus{outline:none}.q.sel{outline:2px solid var(--fg);outline-offset:-2px}
    .q span{position:absolute;top:1px;font:11.5px/15px ui-monospace,monospace;color:var(--fg)}
    .sq-arrow{position:absolute;top:17px;height:2px;background:currentColor}
    .sq-arrow::after{content:"";position:absolute;right:-2px;top:-4px;border-style:solid;border-width:5px 0 5px 8px;\
    border-color:transparent transparent transparent currentColor}
    .q.k-query .sq-arrow{background:repeating-linear-gradient(90deg,currentColor 0 6px,transparent 6px 9px)}
    .sq-self{position:absolute;top:1px;height:19px;box-sizing:border-box;border:1px solid currentColor;border-radius:3px;\
    background:color-mix(in srgb,currentColor 14%,var(--bg))}
    .q.m-removed{background:color-mix(in srgb,var(--removed) 24%,transparent)}\
    .q.m-added{background:color-mix(in srgb,var(--added) 24%,transparent)}\
    .q.m-changed{background:color-mix(in srgb,var(--changed) 28%,transparent)}\
    .q.m-moved{background:color-mix(in srgb,var(--moved) 24%,transparent)}\
    .q.m-shifted{background:color-mix(in srgb,var(--shifted) 12%,transparent)}
    .q.m-removed span,.q.m-added span,.q.m-changed span,.q.m-moved span{font-weight:700}
    .q b{position:absolute;left:2px;top:1px;width:16px;height:18px;border-radius:3px;text-align:center;\
    font:700 12px/18px ui-monospace,monospace;color:var(--on-mark)}
    .q.m-removed b{background:var(--removed)}.q.m-added b{background:var(--added)}.q.m-changed b{background:var(--changed)}
    .q.m-moved b{background:var(--moved)}.q.m-shifted b{background:none;color:var(--shifted)}
    .sq-phase{padding-left:24px;font:11px/22px system-ui,sans-serif;color:var(--fg);border-top:1px dashed var(--dim)}
    .difftable{border:1px solid var(--line);margin-bottom:16px;font:12px/18px ui-monospace,monospace}
    .dhead,.dr{display:grid;grid-template-columns:1fr 1.5em 1fr;white-space:pre;height:18px}
    .dhead{font-weight:600;border-bottom:1px solid var(--line);background:var(--band)}
    .dr span{overflow:hidden;text-overflow:ellipsis}.dr i{text-align:center;font-style:normal;font-weight:700}
    .drows{position:relative}.drows.virtual{overflow-y:auto;max-height:70vh}
    .drows.virtual .dr{position:absolute;left:0;right:0}
    .dr.hunk,.dr.shift{display:block;color:var(--dim);padding-left:4px}.dr.shift{color:var(--shifted)}
    .dr.rem span:first-child,.dr.chg span:first-child{background:color-mix(in srgb,var(--removed) 14%,transparent)}
    .dr.add span:last-child,.dr.chg span:last-child{background:color-mix(in srgb,var(--added) 14%,transparent)}
    .dr.rem i{color:var(--removed)}.dr.add i{color:var(--added)}.dr.chg i{color:var(--changed)}.dr.mov i{color:var(--moved)}
    .dr mark{background:var(--mark);color:inherit;text-decoration:underline}
    .dr[data-l],.dr[data-r]{cursor:pointer}.dr.sel{outline:2px solid var(--fg)}
    pre{overflow-x:auto;border:1px solid var(--line);padding:8px;font:12px ui-monospace,monospace}
    #details{position:sticky;bottom:0;background:var(--bg);border-top:2px solid var(--line);padding:6px 16px;\
    font:12px ui-monospace,monospace;min-height:3.5em;z-index:5}
    #details p{margin:2px 0}
    """

  static let script = """
    (function(){'use strict';
    var EAGER=10000,FULL=2000,ROWS=1500,ROW=18,COL=20,CH=6.1,MAXW=240,SQW=124,SQH=22,SQROWS=1500;
    var GLYPH={removed:'\\u2212',added:'+',changed:'~',moved:'\\u21c5',shifted:'\\u2192'};
    var root=document.documentElement;var details=document.getElementById('details');var selected=null;var all=[];
    function esc(t){return String(t).replace(/[&<>"]/g,function(c){return{'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c];});}
    function secs(ms){return (ms/1000).toFixed(3);}
    function lower(a,v){var lo=0,hi=a.length;while(lo<hi){var m=(lo+hi)>>1;if(a[m]<v)lo=m+1;else hi=m;}return lo;}
    function sequence(){return root.dataset.view==='sequence';}
    // A mark's label in at most n characters: the member, else its base name, else the initials of its
    // words with the last word whole, else the initials (the mark's title says it all).
    function fit(t,n){if(n<1)return'';if(t.length<=n)return t;var b=t.replace(/\\(.*$/,'');if(b.length<=n)return b;
    var w=b.split(/(?=[A-Z])/);var i=w.map(function(x){return x.charAt(0);}).join('');
    var l=w.length>1?i.slice(0,-1)+w[w.length-1]:b;if(l.length<=n)return l;return i.slice(0,n);}
    function build(tl){if(tl.d)return;var s=tl.section;var d=tl.d=JSON.parse(s.querySelector('script.tl').textContent);
    tl.scroll=s.querySelector('.scroll');var lanes=s.querySelector('.lanes');
    tl.bg=document.createElement('div');tl.bg.className='bg';lanes.insertBefore(tl.bg,lanes.firstChild);
    tl.ruler=s.querySelector('.ruler .track');var ph=s.querySelector('.phases .track');tl.phases=ph;
    tl.tracks=Array.prototype.slice.call(s.querySelectorAll('.lane.obj .track'));tl.from=1;tl.to=0;
    tl.names=tl.tracks.map(function(t){return t.parentNode.dataset.object;});
    // Where the next mark of the same lane starts: a label runs up to it.
    var nx=new Array(d.n),last={};for(var i=d.n-1;i>=0;i--){var l=d.l[i];nx[i]=l in last?last[l]:d.x[i]+MAXW;last[l]=d.x[i];}tl.nx=nx;
    var pending=false;tl.scroll.addEventListener('scroll',function(){if(pending)return;pending=true;
    requestAnimationFrame(function(){pending=false;draw(tl);});});draw(tl);if(sequence())seqBuild(tl);drawn();}
    // When the page was last drawn, in milliseconds from the start of its navigation: what
    // catalog-benchmark html reads from the page's DOM.
    function drawn(){root.dataset.drawnMs=Math.round(performance.now());}
    function draw(tl,force){var d=tl.d;var W=Math.min(tl.scroll.clientWidth||1400,window.innerWidth||1400);var left=tl.scroll.scrollLeft;
    var x0=-1e9,x1=1e12;if(d.n>FULL){x0=left-W;x1=left+2*W;if(!force&&x0>=tl.from&&x1<=tl.to)return;x0=left-2*W;x1=left+3*W;}
    else if(tl.to>0&&!force)return;tl.from=x0;tl.to=x1;
    var lo=lower(d.x,x0-MAXW),hi=lower(d.x,x1+1);var rows=tl.tracks.map(function(){return[];});
    d.z.forEach(function(z){if(z[2]>=x0&&z[1]<=x1&&rows[z[0]])rows[z[0]].push('<b class="span" style="left:'+z[1]+'px;width:'+(z[2]-z[1])+'px" title="'+esc(z[3])+'"></b>');});
    for(var i=lo;i<hi;i++){var r=rows[d.l[i]];if(r)r.push(mark(tl,i));}
    tl.tracks.forEach(function(t,k){t.innerHTML=rows[k].join('');});
    var b='';d.b.forEach(function(v){if(v[1]>=x0&&v[0]<=x1)b+='<i class="turn" style="left:'+v[0]+'px;width:'+(v[1]-v[0])+'px"></i>';});tl.bg.innerHTML=b;
    var g='';d.g.forEach(function(v){if(v[0]>=x0-60&&v[0]<=x1)g+='<span'+(v[2]?' class="brk"':'')+' style="left:'+v[0]+'px">'+esc(v[1])+'</span>';});tl.ruler.innerHTML=g;
    if(tl.phases){var p='';d.p.forEach(function(v){if(v[1]>=x0&&v[0]<=x1){var w=v[1]-v[0];
    p+='<b class="phase ph-'+v[2]+'" style="left:'+v[0]+'px;width:'+w+'px" title="'+esc(v[4])+'">'+esc(v[3].length*5.6+6<=w?v[3]:v[2])+'</b>';}});tl.phases.innerHTML=p;}
    if(selected&&selected.tl===tl){var e=document.getElementById(tl.section.id+'-e'+selected.i);if(e)e.classList.add('sel');}}
    function tip(tl,i){var d=tl.d;var t=i+': '+secs(d.t[i])+' s'+(d.u[i]>=0?', turn '+d.u[i]:'')+'\\n'+d.s[i];
    if(d.r){var R=d.R[d.r[i]];t+='\\nrule '+R[0]+': '+R[1];}var m=d.m?d.m[i]:-1;if(m>=0)t+='\\n'+((d.o&&d.o[i])||d.M[m]);return t;}
    function mark(tl,i){var d=tl.d,id=tl.section.id+'-e'+i;var c='e k-'+d.K[d.k[i]];var m=d.m?d.m[i]:-1;
    var a=' data-seq="'+i+'" data-t="'+secs(d.t[i])+'"';if(d.u[i]>=0)a+=' data-turn="'+d.u[i]+'"';
    if(d.r){var R=d.R[d.r[i]];a+=' data-rule="'+R[0]+'" data-rule-title="'+esc(R[1])+'"';}
    var g='';if(m>=0){c+=' m-'+d.M[m];a+=' data-mark="'+d.M[m]+'"';g=GLYPH[d.M[m]];}
    var room=Math.min(tl.nx[i]-d.x[i],MAXW)-2;var t=g+fit(d.A[d.a[i]],Math.floor((room-7)/CH)-g.length);
    var w=Math.min(room,Math.max(COL-2,Math.ceil(t.length*CH)+7));
    return '<a class="'+c+'" id="'+id+'" href="#'+id+'" style="left:'+d.x[i]+'px;width:'+w+'px"'+a+' title="'+esc(tip(tl,i))+'">'+esc(t)+'</a>';}
    // The sequence view: a lifeline per object after App and UIKit, a row per event (an arrow from
    // App for the scenario's own calls, from UIKit for the rest; a note on UIKit's lifeline for its
    // own console messages) and a row where each phase starts.
    function seqBuild(tl){build(tl);if(tl.q)return;var d=tl.d,s=tl.section;
    var cols=['App','UIKit'];tl.names.forEach(function(n){if(n!=='UIKit')cols.push(n);});var colOf={};cols.forEach(function(n,c){colOf[n]=c;});
    var starts={};d.p.forEach(function(v,k){(starts[v[5]]=starts[v[5]]||[]).push(k);});
    var rows=[],rowOf=new Array(d.n);for(var i=0;i<d.n;i++){(starts[i]||[]).forEach(function(k){rows.push(-1-k);});rowOf[i]=rows.length;rows.push(i);}
    var W=cols.length*SQW;var box=document.createElement('div');box.className='seq';
    box.innerHTML='<div class="sq-head" style="width:'+W+'px">'+cols.map(function(n,c){return'<b style="left:'+(c*SQW+4)+'px;width:'+(SQW-8)+'px" title="'+esc(n)+'">'+esc(n)+'</b>';}).join('')
    +'</div><div class="sq-body" style="width:'+W+'px;height:'+(rows.length*SQH)+'px;--sqw:'+SQW+'px"></div>';
    s.insertBefore(box,tl.scroll.nextSibling);tl.q={box:box,body:box.lastChild,rows:rows,rowOf:rowOf,colOf:colOf,done:false};
    if(rows.length>SQROWS){box.classList.add('virtual');var pending=false;box.addEventListener('scroll',function(){if(pending)return;pending=true;
    requestAnimationFrame(function(){pending=false;seqPaint(tl);});});}seqPaint(tl);}
    function seqRow(tl,r){var d=tl.d,q=tl.q,v=q.rows[r],top=r*SQH;
    if(v<0){var p=d.p[-1-v];return'<div class="sq-phase ph-'+p[2]+'" style="top:'+top+'px" title="'+esc(p[4])+'">phase '+esc(p[4])+'</div>';}
    var i=v,lane=tl.names[d.l[i]]||'',kind=d.K[d.k[i]],m=d.m?d.m[i]:-1;var src=kind==='call'?0:1,dst=q.colOf[lane];if(dst===undefined)dst=1;
    var text=d.s[i];if(text.indexOf(lane+'.')===0)text=text.slice(lane.length+1);
    var c='q k-'+kind+(m>=0?' m-'+d.M[m]:''),x0=Math.min(src,dst)*SQW+SQW/2,x1=Math.max(src,dst)*SQW+SQW/2;
    var a=src===dst?'<i class="sq-self" style="left:'+(x0-SQW/2+22)+'px;width:'+(SQW-28)+'px"></i>':'<i class="sq-arrow" style="left:'+x0+'px;width:'+(x1-x0)+'px"></i>';
    return'<div class="'+c+'" id="'+tl.section.id+'-q'+i+'" data-seq="'+i+'" tabindex="-1" style="top:'+top+'px" title="'+esc(tip(tl,i))+'">'
    +(m>=0?'<b>'+GLYPH[d.M[m]]+'</b>':'')+a+'<span style="left:'+(src===dst?x0-SQW/2+26:x0+6)+'px">'+secs(d.t[i])+'  '+esc(text)+'</span></div>';}
    function seqPaint(tl,force){var q=tl.q,a=0,b=q.rows.length;if(q.box.classList.contains('virtual')){var top=q.box.scrollTop,h=q.box.clientHeight||600;
    a=Math.max(0,Math.floor(top/SQH)-60);b=Math.min(b,Math.ceil((top+h)/SQH)+60);}else if(q.done&&!force)return;q.done=true;
    var out='';for(var r=a;r<b;r++)out+=seqRow(tl,r);q.body.innerHTML=out;
    if(selected&&selected.tl===tl){var e=document.getElementById(tl.section.id+'-q'+selected.i);if(e)e.classList.add('sel');}}
    function setView(v){root.dataset.view=v==='sequence'?'sequence':'lanes';
    document.querySelectorAll('.views button').forEach(function(b){b.setAttribute('aria-pressed',String(b.dataset.view===root.dataset.view));});
    if(sequence())all.forEach(function(tl){if(tl.d)seqBuild(tl);});}
    function show(tl,i){document.querySelectorAll('.e.sel,.q.sel').forEach(function(o){o.classList.remove('sel');});selected={tl:tl,i:i};
    [tl.section.id+'-e'+i,tl.section.id+'-q'+i].forEach(function(id){var e=document.getElementById(id);if(e)e.classList.add('sel');});var d=tl.d;
    var lane=tl.names[d.l[i]]||'';
    var lines=['event '+i+' \\u00b7 t='+secs(d.t[i])+' s'+(d.u[i]>=0?' \\u00b7 turn '+d.u[i]:' \\u00b7 turn not recorded')+' \\u00b7 '+lane+' \\u00b7 '+(tl.section.getAttribute('aria-label')||''),d.s[i]];
    if(d.r){var R=d.R[d.r[i]];lines.push('rule '+R[0]+': '+R[1]+(d.C&&d.C[d.c[i]].indexOf(' ')>=0?'  (rules: '+d.C[d.c[i]]+')':''));}
    var m=d.m?d.m[i]:-1;if(m>=0)lines.push('this event is '+d.M[m]+((d.o&&d.o[i])?': '+d.o[i]:''));
    details.replaceChildren();lines.forEach(function(t){var p=document.createElement('p');p.textContent=t;details.appendChild(p);});}
    function reveal(tl,i){build(tl);if(sequence()){seqBuild(tl);var q=tl.q,qid=tl.section.id+'-q'+i,r=document.getElementById(qid);
    if(!r){q.box.scrollTop=Math.max(0,q.rowOf[i]*SQH-q.box.clientHeight/2);seqPaint(tl,true);r=document.getElementById(qid);}return r;}
    var id=tl.section.id+'-e'+i;var e=document.getElementById(id);
    if(!e){tl.scroll.scrollLeft=Math.max(0,tl.d.x[i]-tl.scroll.clientWidth/2);draw(tl,true);e=document.getElementById(id);}
    return e;}
    function find(el){var s=el.closest('section.timeline');return s?s._tl:null;}
    document.addEventListener('click',function(ev){var b=ev.target.closest('.views button');if(b){setView(b.dataset.view);return;}
    var e=ev.target.closest('.e,.q');if(e){ev.preventDefault();var tl=find(e);
    show(tl,+e.dataset.seq);e.focus({preventScroll:true});return;}var r=ev.target.closest('.dr');if(r&&(r.dataset.l||r.dataset.r))pick(r);});
    document.addEventListener('focusin',function(ev){var e=ev.target;if(e.classList&&(e.classList.contains('e')||e.classList.contains('q'))){var tl=find(e);if(tl)show(tl,+e.dataset.seq);}});
    document.addEventListener('keydown',function(ev){if(!selected)return;var k=ev.key,step=0;
    if(k==='ArrowRight'||(sequence()&&k==='ArrowDown'))step=1;else if(k==='ArrowLeft'||(sequence()&&k==='ArrowUp'))step=-1;else return;
    var a=document.activeElement;if(!a||!a.classList||!(a.classList.contains('e')||a.classList.contains('q')))return;
    var tl=selected.tl;var i=selected.i+step;if(i<0||i>=tl.d.n)return;ev.preventDefault();
    var e=reveal(tl,i);if(e){e.focus();show(tl,i);}});
    function pick(r){var t=r.closest('.difftable');var old=t.querySelector('.dr.sel');if(old)old.classList.remove('sel');r.classList.add('sel');
    [['l',t.dataset.left],['r',t.dataset.right]].forEach(function(p){var v=r.dataset[p[0]];var s=document.getElementById(p[1]);
    if(v===undefined||!s||!s._tl)return;var e=reveal(s._tl,+v);if(e){show(s._tl,+v);}});}
    function cell(text,from,to){if(from===undefined||from>=to)return esc(text);var c=Array.from(text);
    return esc(c.slice(0,from).join(''))+'<mark>'+esc(c.slice(from,to).join(''))+'</mark>'+esc(c.slice(to).join(''));}
    function row(v){switch(v[0]){case 0:return'<div class="dr hunk">'+esc(v[1])+'</div>';
    case 1:return'<div class="dr ctx" data-l="'+v[1]+'" data-r="'+v[2]+'"><span>'+esc(v[3])+'</span><i></i><span>'+esc(v.length>4?v[4]:v[3])+'</span></div>';
    case 2:return'<div class="dr rem'+(v[3]?' mov':'')+'" data-l="'+v[1]+'" title="'+esc(v[3]||'removed')+'"><span>'+esc(v[2])+(v[3]?'  ('+esc(v[3])+')':'')+'</span><i>'+(v[3]?'^':'&lt;')+'</i><span></span></div>';
    case 3:return'<div class="dr add'+(v[3]?' mov':'')+'" data-r="'+v[1]+'" title="'+esc(v[3]||'added')+'"><span></span><i>'+(v[3]?'^':'&gt;')+'</i><span>'+esc(v[2])+(v[3]?'  ('+esc(v[3])+')':'')+'</span></div>';
    case 4:return'<div class="dr chg" data-l="'+v[1]+'" data-r="'+v[2]+'" title="changed"><span>'+cell(v[3],v[5],v[6])+'</span><i>|</i><span>'+cell(v[4],v[7],v[8])+'</span></div>';
    case 5:return'<div class="dr shift" data-l="'+v[1]+'" data-r="'+v[2]+'">'+esc(v[4])+'</div>';}return'';}
    function table(t){var rows=JSON.parse(t.querySelector('script.dt').textContent);var box=t.querySelector('.drows');
    if(rows.length<=ROWS){box.innerHTML=rows.map(row).join('');return;}
    box.classList.add('virtual');var inner=document.createElement('div');inner.style.height=(rows.length*ROW)+'px';inner.style.position='relative';box.appendChild(inner);
    var pending=false;function paint(){pending=false;var top=box.scrollTop,h=box.clientHeight||600;var a=Math.max(0,Math.floor(top/ROW)-40),b=Math.min(rows.length,Math.ceil((top+h)/ROW)+40);
    var out='';for(var i=a;i<b;i++)out+=row(rows[i]).replace('<div class="dr','<div style="top:'+(i*ROW)+'px" class="dr');inner.innerHTML=out;}
    box.addEventListener('scroll',function(){if(!pending){pending=true;requestAnimationFrame(paint);}});paint();}
    // ?view=sequence opens the page in the sequence view.
    var asked=/[?&]view=(sequence|lanes)(&|$)/.exec(location.search);setView(asked?asked[1]:'lanes');
    var sections=document.querySelectorAll('section.timeline');var total=0;
    sections.forEach(function(s){var tl={section:s};s._tl=tl;all.push(tl);total+=+(s.dataset.events||0);});
    if(total<=EAGER||!('IntersectionObserver' in window)){all.forEach(build);}
    else{var io=new IntersectionObserver(function(es){es.forEach(function(en){if(en.isIntersecting){build(en.target._tl);io.unobserve(en.target);}});},{rootMargin:'800px'});
    sections.forEach(function(s){io.observe(s);});}
    document.querySelectorAll('.difftable').forEach(table);
    var h=/^#(.+)-e(\\d+)$/.exec(location.hash);if(h){var s=document.getElementById(h[1]);
    if(s&&s._tl){var tl=s._tl;var i=+h[2];if(tl.section.closest('details'))tl.section.closest('details').open=true;
    build(tl);var e=reveal(tl,Math.min(i,tl.d.n-1));if(e){show(tl,+e.dataset.seq);e.scrollIntoView({block:'center'});}}}
    drawn();
    })();
    """
}
