import CatalogModel

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
    <p class="help">Each lane is an object; each mark an event, placed on virtual time: the space between \
    two moments grows with the time between them, the events of one moment stand side by side in order, and \
    shaded bands are run-loop turns. The phases lane shows each transition's A (request), B (deferred start), \
    C (animation) and D (completion); a thin bar under an object's marks spans its transition or animation. Select a mark, or move with Tab or the arrow keys, to see its details.</p></header>
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
    --exception:#a40e26;--removed:#d1242f;--added:#1a7f37;--changed:#bf8700;--moved:#8250df;--shifted:#0598bc;\
    --span:#ddf4ff;--spanbar:#54aeff;--pa:#dbeafe;--pb:#fde68a;--pc:#e9d5ff;--pd:#bbf7d0;--mark:#fff8c5}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--dim:#8b949e;--line:#30363d;\
    --band:#161b22;--call:#58a6ff;--callback:#3fb950;--query:#bc8cff;--block:#d29922;--lifecycle:#8b949e;\
    --warning:#f85149;--exception:#ff7b72;--removed:#f85149;--added:#3fb950;--changed:#d29922;--moved:#bc8cff;\
    --shifted:#39c5cf;--span:#12263b;--spanbar:#1f6feb;--pa:#1e3a5f;--pb:#4d3b0a;--pc:#3b2a56;--pd:#143d26;--mark:#5a4a00}}
    body{margin:0;font:14px/1.4 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
    header,main{padding:0 16px}h1{font-size:20px}h2{font-size:17px;margin-top:28px}h3{font-size:15px}
    h4{font-size:14px;margin:8px 0 4px}
    .help,small{color:var(--dim)}table{border-collapse:collapse}td,th{border:1px solid var(--line);padding:2px 8px}
    .scroll{overflow-x:auto;border:1px solid var(--line);padding-bottom:4px;margin-bottom:12px}
    .lanes{position:relative;width:calc(var(--w) + 12em + 16px)}
    .bg{position:absolute;left:12em;top:0;bottom:0;right:0;pointer-events:none}
    .lane{display:flex;height:22px;border-bottom:1px solid var(--line);position:relative}
    .lane .name{position:sticky;left:0;z-index:3;flex:0 0 12em;padding:0 6px;background:var(--bg);box-sizing:border-box;\
    font:12px/22px ui-monospace,monospace;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .track{position:relative;flex:1}
    .ruler span{position:absolute;top:3px;font:10px ui-monospace,monospace;color:var(--dim);white-space:nowrap}
    .ruler span.brk::before{content:"\\22EF ";color:var(--warning)}
    .turn{position:absolute;top:0;bottom:0;background:var(--band)}
    .span{position:absolute;bottom:1px;height:4px;background:var(--spanbar);border-radius:2px}
    .phase{position:absolute;top:2px;height:18px;border-radius:3px;font:10px/18px sans-serif;overflow:hidden;\
    white-space:nowrap;padding:0 3px;box-sizing:border-box;color:var(--fg)}
    .ph-A{background:var(--pa)}.ph-B{background:var(--pb)}.ph-C{background:var(--pc)}.ph-D{background:var(--pd)}
    .legend .phase-key{background:linear-gradient(90deg,var(--pa),var(--pb),var(--pc),var(--pd));border-radius:2px}
    .e{position:absolute;top:6px;width:10px;height:10px;margin-left:2px;border-radius:50%;background:currentColor;z-index:1}
    .e:focus,.e.sel{outline:3px solid var(--fg);outline-offset:1px;z-index:2}
    .k-call{color:var(--call);border-radius:2px}.k-callback{color:var(--callback)}.k-query{color:var(--query)}
    .k-block{color:var(--block)}.k-lifecycle{color:var(--lifecycle)}.k-warning{color:var(--warning)}
    .k-exception{color:var(--exception)}
    .m-removed{box-shadow:0 0 0 3px var(--removed)}.m-added{box-shadow:0 0 0 3px var(--added)}
    .m-changed{box-shadow:0 0 0 3px var(--changed)}.m-moved{box-shadow:0 0 0 3px var(--moved)}
    .m-shifted{box-shadow:0 0 0 2px var(--shifted)}
    .pair{display:grid;grid-template-columns:minmax(0,1fr);gap:8px}section.timeline{min-width:0}
    .legend span{margin-right:12px}.legend i{display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:4px}
    .outcome-passed{color:var(--added)}.outcome-changed,.outcome-failed,.outcome-new,.outcome-obsolete{color:var(--removed)}
    details.result{margin:6px 0}details.result>summary{cursor:pointer;font-weight:600}
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
    var EAGER=10000,FULL=2000,ROWS=1500,ROW=18,COL=14;
    var details=document.getElementById('details');var selected=null;var all=[];
    function esc(t){return String(t).replace(/[&<>"]/g,function(c){return{'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c];});}
    function secs(ms){return (ms/1000).toFixed(3);}
    function lower(a,v){var lo=0,hi=a.length;while(lo<hi){var m=(lo+hi)>>1;if(a[m]<v)lo=m+1;else hi=m;}return lo;}
    function build(tl){if(tl.d)return;var s=tl.section;tl.d=JSON.parse(s.querySelector('script.tl').textContent);
    tl.scroll=s.querySelector('.scroll');var lanes=s.querySelector('.lanes');
    tl.bg=document.createElement('div');tl.bg.className='bg';lanes.insertBefore(tl.bg,lanes.firstChild);
    tl.ruler=s.querySelector('.ruler .track');var ph=s.querySelector('.phases .track');tl.phases=ph;
    tl.tracks=Array.prototype.slice.call(s.querySelectorAll('.lane.obj .track'));tl.from=1;tl.to=0;
    var pending=false;tl.scroll.addEventListener('scroll',function(){if(pending)return;pending=true;
    requestAnimationFrame(function(){pending=false;draw(tl);});});draw(tl);drawn();}
    // When the page was last drawn, in milliseconds from the start of its navigation: what
    // catalog-benchmark html reads from the page's DOM.
    function drawn(){document.documentElement.dataset.drawnMs=Math.round(performance.now());}
    function draw(tl,force){var d=tl.d;var W=Math.min(tl.scroll.clientWidth||1400,window.innerWidth||1400);var left=tl.scroll.scrollLeft;
    var x0=-1e9,x1=1e12;if(d.n>FULL){x0=left-W;x1=left+2*W;if(!force&&x0>=tl.from&&x1<=tl.to)return;x0=left-2*W;x1=left+3*W;}
    else if(tl.to>0&&!force)return;tl.from=x0;tl.to=x1;
    var lo=lower(d.x,x0-COL),hi=lower(d.x,x1+1);var rows=tl.tracks.map(function(){return[];});
    d.z.forEach(function(z){if(z[2]>=x0&&z[1]<=x1&&rows[z[0]])rows[z[0]].push('<b class="span" style="left:'+z[1]+'px;width:'+(z[2]-z[1])+'px" title="'+esc(z[3])+'"></b>');});
    for(var i=lo;i<hi;i++){var r=rows[d.l[i]];if(r)r.push(mark(tl,i));}
    tl.tracks.forEach(function(t,k){t.innerHTML=rows[k].join('');});
    var b='';d.b.forEach(function(v){if(v[1]>=x0&&v[0]<=x1)b+='<i class="turn" style="left:'+v[0]+'px;width:'+(v[1]-v[0])+'px"></i>';});tl.bg.innerHTML=b;
    var g='';d.g.forEach(function(v){if(v[0]>=x0-60&&v[0]<=x1)g+='<span'+(v[2]?' class="brk"':'')+' style="left:'+v[0]+'px">'+esc(v[1])+'</span>';});tl.ruler.innerHTML=g;
    if(tl.phases){var p='';d.p.forEach(function(v){if(v[1]>=x0&&v[0]<=x1)p+='<b class="phase ph-'+v[2]+'" style="left:'+v[0]+'px;width:'+(v[1]-v[0])+'px" title="'+esc(v[4])+'">'+esc(v[3])+'</b>';});tl.phases.innerHTML=p;}
    if(selected&&selected.tl===tl){var e=document.getElementById(tl.section.id+'-e'+selected.i);if(e)e.classList.add('sel');}}
    function tip(tl,i){var d=tl.d;var t=i+': '+secs(d.t[i])+' s'+(d.u[i]>=0?', turn '+d.u[i]:'')+'\\n'+d.s[i];
    if(d.r){var R=d.R[d.r[i]];t+='\\nrule '+R[0]+': '+R[1];}var m=d.m?d.m[i]:-1;if(m>=0)t+='\\n'+((d.o&&d.o[i])||d.M[m]);return t;}
    function mark(tl,i){var d=tl.d,id=tl.section.id+'-e'+i;var c='e k-'+d.K[d.k[i]];var m=d.m?d.m[i]:-1;
    var a=' data-seq="'+i+'" data-t="'+secs(d.t[i])+'"';if(d.u[i]>=0)a+=' data-turn="'+d.u[i]+'"';
    if(d.r){var R=d.R[d.r[i]];a+=' data-rule="'+R[0]+'" data-rule-title="'+esc(R[1])+'"';}
    if(m>=0){c+=' m-'+d.M[m];a+=' data-mark="'+d.M[m]+'"';}
    return '<a class="'+c+'" id="'+id+'" href="#'+id+'" style="left:'+d.x[i]+'px"'+a+' title="'+esc(tip(tl,i))+'"></a>';}
    function show(tl,i){var old=document.querySelector('.e.sel');if(old)old.classList.remove('sel');selected={tl:tl,i:i};
    var e=document.getElementById(tl.section.id+'-e'+i);if(e)e.classList.add('sel');var d=tl.d;
    var lane=tl.tracks[d.l[i]]?tl.tracks[d.l[i]].parentNode.dataset.object:'';
    var lines=['event '+i+' \\u00b7 t='+secs(d.t[i])+' s'+(d.u[i]>=0?' \\u00b7 turn '+d.u[i]:' \\u00b7 turn not recorded')+' \\u00b7 '+lane+' \\u00b7 '+(tl.section.getAttribute('aria-label')||''),d.s[i]];
    if(d.r){var R=d.R[d.r[i]];lines.push('rule '+R[0]+': '+R[1]+(d.C&&d.C[d.c[i]].indexOf(' ')>=0?'  (rules: '+d.C[d.c[i]]+')':''));}
    var m=d.m?d.m[i]:-1;if(m>=0)lines.push('this event is '+d.M[m]+((d.o&&d.o[i])?': '+d.o[i]:''));
    details.replaceChildren();lines.forEach(function(t){var p=document.createElement('p');p.textContent=t;details.appendChild(p);});}
    function reveal(tl,i){build(tl);var id=tl.section.id+'-e'+i;var e=document.getElementById(id);
    if(!e){tl.scroll.scrollLeft=Math.max(0,tl.d.x[i]-tl.scroll.clientWidth/2);draw(tl,true);e=document.getElementById(id);}
    return e;}
    function find(el){var s=el.closest('section.timeline');return s?s._tl:null;}
    document.addEventListener('click',function(ev){var e=ev.target.closest('.e');if(e){ev.preventDefault();var tl=find(e);
    show(tl,+e.dataset.seq);e.focus();return;}var r=ev.target.closest('.dr');if(r&&(r.dataset.l||r.dataset.r))pick(r);});
    document.addEventListener('focusin',function(ev){var e=ev.target;if(e.classList&&e.classList.contains('e')){var tl=find(e);if(tl)show(tl,+e.dataset.seq);}});
    document.addEventListener('keydown',function(ev){if(!selected||(ev.key!=='ArrowRight'&&ev.key!=='ArrowLeft'))return;
    var tl=selected.tl;var i=selected.i+(ev.key==='ArrowRight'?1:-1);if(i<0||i>=tl.d.n)return;ev.preventDefault();
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
