import CatalogModel
import CatalogRunner

extension HTMLReport {
  /// The page of `catalog serve`: what awaits review on `board`, a section per group (each change
  /// group, then the new results) with accept and reject buttons for the group and for each
  /// result, and each result's diff drawn as the check page draws it (swimlanes or sequence,
  /// the changes marked, the rows side by side).
  ///
  /// The page posts its decisions to `/api/decide` with `token` (the server's, for this run) and
  /// the board's `version`, and asks `/api/state` every 1.5 s whether the version changed (a
  /// check run in another terminal, an accept elsewhere), reloading when it did. Keys: Tab to a
  /// group or a result, `a` accepts it, `r` rejects it, `j` and `k` move to the next and the
  /// previous group.
  package static func review(_ board: ReviewBoard, subject: String, token: String) -> String {
    var body = "<p class=\"subject\">Reviewing \(MarkupText.escaped(subject)).</p>\n"
    body += "<div id=\"status\" role=\"status\" aria-live=\"polite\"></div>\n"
    if board.groups.isEmpty {
      body +=
        "<p class=\"empty\">Nothing awaits review. Run 'catalog check DIR' in another terminal: "
        + "this page shows what it finds.</p>\n"
    } else {
      let groups = board.groups.filter { $0.number != nil }.count
      body +=
        "<p class=\"counts\">\(board.count) result\(board.count == 1 ? " awaits" : "s await") review"
        + (groups > 0 ? " in \(groups) change group\(groups == 1 ? "" : "s")" : "")
        + ". Accepting makes a result's timeline its baseline (and writes its baseline file in the checked folder), "
        + "as 'catalog accept' does; rejecting keeps the baseline.</p>\n"
      body += legend(marks: true)
    }
    for (groupIndex, group) in board.groups.enumerated() {
      let heading =
        group.number.map { "Change group \($0): \(group.title)" } ?? "New: \(group.title)"
      let count = group.entries.count
      body +=
        "<section class=\"group\" id=\"\(group.key)\" data-key=\"\(group.key)\" tabindex=\"0\" "
        + "aria-label=\"\(MarkupText.escaped(heading)), \(count) result\(count == 1 ? "" : "s")\">\n"
      body +=
        "<h2>\(MarkupText.escaped(heading)) <small>\(count) result\(count == 1 ? "" : "s")</small></h2>\n"
      body += actions(key: group.key, what: group.number.map { "group \($0)" } ?? "the new results")
      for (entryIndex, entry) in group.entries.enumerated() {
        let key = "r:" + entry.title
        body +=
          "<article class=\"result\" data-key=\"\(MarkupText.escaped(key))\" tabindex=\"0\" "
          + "aria-label=\"\(MarkupText.escaped(entry.title))\">\n"
        body +=
          "<h3>\(MarkupText.escaped(entry.title)) <small>\(MarkupText.escaped(entry.item.changeSummary ?? entry.item.outcome))</small></h3>\n"
        body += actions(key: key, what: entry.title)
        let id = "g\(groupIndex + 1)r\(entryIndex + 1)"
        let now = Drawn(
          title: "now \(entry.title)", timeline: entry.now, caption: "no rules: the check's timeline, as it recorded it"
        )
        if let baseline = entry.baseline {
          let left = Drawn(
            title: "baseline \(entry.title)", timeline: baseline, caption: "no rules: the baseline was recorded earlier"
          )
          body += section(entry.diff, left: left, right: now, id: id)
        } else {
          body += lanes(now, id: id).html()
        }
        body += "</article>\n"
      }
      body += "</section>\n"
    }
    let page = HTMLPage(
      title: "catalog serve: \(board.count) to review", body: body, extraStyle: reviewStyle, extraScript: reviewScript,
      meta:
        "<meta name=\"catalog-token\" content=\"\(MarkupText.escaped(token))\">\n"
        + "<meta name=\"catalog-version\" content=\"\(board.version)\">\n",
      help: reviewHelp)
    return page.html()
  }

  /// The accept and reject buttons of a group or a result.
  static func actions(key: String, what: String) -> String {
    let key = MarkupText.escaped(key)
    let what = MarkupText.escaped(what)
    return "<p class=\"actions\"><button type=\"button\" class=\"accept\" data-decision=\"accept\" data-key=\"\(key)\" "
      + "aria-keyshortcuts=\"a\" title=\"Accept \(what): its timeline becomes the baseline (key a)\">Accept</button>"
      + "<button type=\"button\" class=\"reject\" data-decision=\"reject\" data-key=\"\(key)\" aria-keyshortcuts=\"r\" "
      + "title=\"Reject \(what): the baseline stays (key r)\">Reject</button><span class=\"outcome\"></span></p>\n"
  }

  static let reviewHelp = """
    Each group holds the results that changed the same way; each result shows its diff: the baseline above, \
    the timeline the check found below, removed (−), added (+), changed (~) and moved (⇅) events filled with \
    their colour. Accept or reject a group or a result with its buttons, or Tab to it and press a (accept) or \
    r (reject); j and k move to the next and the previous group. The page follows the catalog: when a check \
    in another terminal finds something new, it reloads.
    """

  static let reviewStyle = """
    .subject{font-weight:600}.group{border:2px solid var(--line);border-radius:8px;padding:0 12px 8px;margin:16px 0}
    .group:focus,.result:focus{outline:3px solid var(--call);outline-offset:2px}
    .result{border-top:1px solid var(--line);padding-top:4px;margin-top:8px}
    .actions button{font:600 13px system-ui,sans-serif;padding:3px 14px;margin-right:8px;border-radius:6px;cursor:pointer;\
    border:1px solid var(--line);background:var(--band);color:var(--fg)}
    .actions button.accept{background:var(--added);color:var(--on-mark);border-color:var(--added)}
    .actions button.reject{background:var(--bg);color:var(--removed);border-color:var(--removed)}
    .actions button:disabled{opacity:.4;cursor:default}.actions .outcome{font-weight:700}
    .decided{opacity:.55}.decided .actions .outcome{opacity:1}
    .accepted>.actions .outcome{color:var(--added)}.rejected>.actions .outcome{color:var(--removed)}
    #status{position:sticky;top:0;z-index:6;background:var(--bg);white-space:pre-wrap;font:12px ui-monospace,monospace}
    #status:not(:empty){border:1px solid var(--line);padding:4px 8px}#status.bad{color:var(--removed);border-color:var(--removed)}
    """

  static let reviewScript = """
    (function(){'use strict';
    function meta(n){var m=document.querySelector('meta[name="'+n+'"]');return m?m.content:'';}
    var token=meta('catalog-token'),version=meta('catalog-version'),busy=false,status=document.getElementById('status');
    function say(t,bad){status.textContent=t;status.className=bad?'bad':'';}
    function mark(el,decision){el.classList.add('decided',decision==='accept'?'accepted':'rejected');
    el.querySelectorAll(':scope>.actions button').forEach(function(b){b.disabled=true;});
    var o=el.querySelector(':scope>.actions .outcome');if(o)o.textContent=decision==='accept'?'accepted':'rejected';}
    function decide(key,decision){if(busy)return;busy=true;say((decision==='accept'?'Accepting ':'Rejecting ')+key.replace(/^r:/,'')+'\\u2026');
    fetch('/api/decide',{method:'POST',cache:'no-store',headers:{'Content-Type':'application/json','X-Catalog-Token':token},
    body:JSON.stringify({decision:decision,target:key,version:version})})
    .then(function(r){return r.json().then(function(j){return{status:r.status,ok:r.ok,j:j};});})
    .then(function(x){busy=false;if(!x.ok){say(x.j.error||('The server answered '+x.status),true);if(x.status===409)setTimeout(function(){location.reload();},1500);return;}
    version=x.j.version;var done={};x.j.results.forEach(function(t){done['r:'+t]=true;});
    document.querySelectorAll('.result').forEach(function(a){if(done[a.dataset.key])mark(a,decision);});
    document.querySelectorAll('.group').forEach(function(g){if(!g.querySelector('.result:not(.decided)'))mark(g,decision);});
    document.title='catalog serve: '+x.j.pending+' to review';var c=document.querySelector('.counts');
    if(c)c.textContent=x.j.pending?x.j.pending+(x.j.pending===1?' result awaits':' results await')+' review.':'Nothing else awaits review.';say(x.j.message);})
    .catch(function(e){busy=false;say('The server did not answer ('+e.message+'): is catalog serve still running?',true);});}
    document.addEventListener('click',function(ev){var b=ev.target.closest('.actions button');if(!b||b.disabled)return;
    ev.preventDefault();decide(b.dataset.key,b.dataset.decision);});
    document.addEventListener('keydown',function(ev){if(ev.ctrlKey||ev.metaKey||ev.altKey)return;var a=document.activeElement;
    if(!a||!a.closest)return;if(ev.key==='a'||ev.key==='r'){var t=a.matches('.group,.result')?a:null;if(!t||t.classList.contains('decided'))return;
    ev.preventDefault();decide(t.dataset.key,ev.key==='a'?'accept':'reject');return;}
    if(ev.key==='j'||ev.key==='k'){var gs=Array.prototype.slice.call(document.querySelectorAll('.group:not(.decided)'));if(!gs.length)return;
    var here=a.closest('.group');var i=gs.indexOf(here);var n=ev.key==='j'?(i<0?0:Math.min(gs.length-1,i+1)):(i<0?0:Math.max(0,i-1));
    ev.preventDefault();gs[n].focus();}});
    setInterval(function(){if(busy)return;fetch('/api/state',{cache:'no-store',headers:{'X-Catalog-Token':token}})
    .then(function(r){return r.json();}).then(function(j){if(!busy&&j.version&&j.version!==version)location.reload();})
    .catch(function(){say('The server stopped: start catalog serve again and reload this page.',true);});},1500);
    })();
    """
}
