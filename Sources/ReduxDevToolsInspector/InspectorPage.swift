/// The inspector's web page: HTML, style and script, built into the binary so that it works offline
/// (no CDN, no build step). The script shows everything an app sends with `textContent`, never as HTML.
enum InspectorPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>reduxgen DevTools</title>
        <link rel="stylesheet" href="/inspector.css">
        <script src="/inspector.js" defer></script>
        </head>
        <body>
        <header>
          <h1>reduxgen DevTools</h1>
          <span id="status" class="status">waiting for an app…</span>
          <span class="spacer"></span>
          <button id="export" type="button">Export log</button>
          <label class="button" for="import">Import log…</label>
          <input id="import" type="file" accept=".json,application/json">
        </header>
        <div id="travel" class="travel" hidden>
          Time travel: the app shows the state after <span id="travel-name"></span>.
          <button id="resume" type="button">Resume</button>
        </div>
        <div id="problem" class="problem" hidden></div>
        <main>
          <section class="actions">
            <input id="filter" type="search" placeholder="Filter actions" autocomplete="off">
            <ol id="actions"></ol>
          </section>
          <section class="details">
            <h2 id="state-title">State</h2>
            <div id="state" class="tree"></div>
            <h2>Diff against the previous state</h2>
            <ul id="diff" class="diff"></ul>
          </section>
        </main>
        </body>
        </html>
        """#

    static let style = #"""
        * { box-sizing: border-box; }
        body { margin: 0; height: 100vh; display: flex; flex-direction: column; font: 14px/1.4 -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d1d1f; background: #f5f5f7; }
        header { display: flex; align-items: center; gap: 12px; padding: 8px 16px; background: #24292f; color: #fff; }
        header h1 { font-size: 16px; margin: 0; }
        .spacer { flex: 1; }
        .status { color: #c9d1d9; }
        .status.connected { color: #7ee787; }
        button, .button { font: inherit; padding: 4px 10px; border: 1px solid #8c959f; border-radius: 6px; background: #fff; color: #1d1d1f; cursor: pointer; }
        #import { display: none; }
        .travel { padding: 8px 16px; background: #fff8c5; border-bottom: 1px solid #d4a72c; }
        .problem { padding: 8px 16px; background: #ffebe9; border-bottom: 1px solid #ff8182; white-space: pre-wrap; }
        main { display: flex; flex: 1; min-height: 0; }
        .actions { width: 38%; min-width: 260px; border-right: 1px solid #d0d7de; display: flex; flex-direction: column; }
        #filter { margin: 8px; padding: 6px 8px; font: inherit; }
        #actions { list-style: none; margin: 0; padding: 0; overflow-y: auto; flex: 1; }
        #actions li { display: flex; align-items: center; gap: 8px; padding: 5px 8px; border-bottom: 1px solid #eaeef2; cursor: pointer; background: #fff; }
        #actions li.selected { background: #ddf4ff; }
        #actions li.travelled { outline: 2px solid #d4a72c; outline-offset: -2px; }
        #actions li.replayed .name::after { content: " (replayed)"; color: #57606a; }
        .seq { color: #57606a; width: 2.5em; text-align: right; }
        .name { flex: 1; font-family: ui-monospace, Menlo, monospace; overflow: hidden; text-overflow: ellipsis; }
        .time { color: #57606a; font-size: 12px; }
        .details { flex: 1; overflow-y: auto; padding: 0 16px 16px; }
        .details h2 { font-size: 14px; margin: 16px 0 6px; }
        .tree, .diff { font-family: ui-monospace, Menlo, monospace; font-size: 13px; background: #fff; border: 1px solid #d0d7de; border-radius: 6px; padding: 8px; }
        .tree ul { list-style: none; margin: 0; padding-left: 16px; }
        .tree > ul { padding-left: 0; }
        .key { color: #953800; }
        .value { color: #0a3069; }
        .kind { color: #57606a; }
        .diff { list-style: none; margin: 0; }
        .diff li { padding: 1px 0; }
        .diff .added { color: #116329; }
        .diff .removed { color: #82071e; }
        .diff .changed { color: #0550ae; }
        """#

    static let script = #"""
        'use strict';
        // Everything an app sends is shown with textContent: app data is never parsed as HTML or run.
        const token = new URLSearchParams(location.search).get('token');
        const authHeaders = token ? { 'X-ReduxGen-DevTools-Token': token } : {};
        let epoch = 0;
        let events = [];
        let selectedSeq = null;
        let travellingTo = null;
        // The epoch whose dropped commands the page has told about, so that it says so once.
        let undeliveredShownFor = null;

        function element(tag, className, text) {
          const node = document.createElement(tag);
          if (className) node.className = className;
          if (text !== undefined) node.textContent = text;
          return node;
        }

        async function call(path, options) {
          const init = Object.assign({}, options || {});
          init.headers = Object.assign({}, authHeaders, init.headers || {});
          const response = await fetch(path, init);
          if (!response.ok) throw new Error(await response.text());
          return response;
        }

        function showProblem(message) {
          const box = document.getElementById('problem');
          box.textContent = message || '';
          box.hidden = !message;
        }

        // {"counter":{"_0":{"incrementTapped":{}}}} is "counter.incrementTapped": a case that wraps another
        // action alone adds its name in front of the wrapped one's.
        function actionName(action) {
          const parts = [];
          let value = action;
          while (value && typeof value === 'object' && !Array.isArray(value)) {
            const keys = Object.keys(value);
            if (keys.length !== 1) break;
            parts.push(keys[0]);
            const payload = value[keys[0]];
            if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
              const inner = Object.keys(payload);
              if (inner.length === 1 && inner[0] === '_0') { value = payload._0; continue; }
            }
            break;
          }
          return parts.length ? parts.join('.') : JSON.stringify(action);
        }

        function eventName(event) {
          if (event.kind === 'initial') return '(initial state)';
          return actionName(event.action);
        }

        function listedEvents() {
          return events.filter((event) => event.kind !== 'error');
        }

        function selectedEvent() {
          const listed = listedEvents();
          if (selectedSeq !== null) {
            const found = listed.find((event) => event.seq === selectedSeq);
            if (found) return found;
          }
          return listed[listed.length - 1];
        }

        function renderList() {
          const filter = document.getElementById('filter').value.trim().toLowerCase();
          const list = document.getElementById('actions');
          const current = selectedEvent();
          const items = [];
          for (const event of listedEvents()) {
            const name = eventName(event);
            if (filter && !name.toLowerCase().includes(filter)) continue;
            const item = element('li');
            item.dataset.seq = String(event.seq);
            item.classList.add(event.kind);
            if (current && event.seq === current.seq) item.classList.add('selected');
            if (event.seq === travellingTo) item.classList.add('travelled');
            item.append(element('span', 'seq', String(event.seq)), element('span', 'name', name),
              element('span', 'time', '+' + event.time.toFixed(3) + 's'));
            const jump = element('button', 'jump', 'Jump');
            jump.type = 'button';
            jump.title = 'Show this state in the app';
            jump.addEventListener('click', (click) => { click.stopPropagation(); jumpTo(event.seq); });
            item.append(jump);
            item.addEventListener('click', () => { selectedSeq = event.seq; render(); });
            items.push(item);
          }
          list.replaceChildren(...items);
        }

        function treeNode(key, value, path) {
          const item = element('li');
          if (key !== null) item.append(element('span', 'key', key), document.createTextNode(': '));
          if (value !== null && typeof value === 'object') {
            const isArray = Array.isArray(value);
            const keys = Object.keys(value);
            item.append(element('span', 'kind', isArray ? '[' + keys.length + ']' : '{' + keys.length + '}'));
            const children = element('ul');
            for (const child of keys) {
              children.append(treeNode(child, value[child], path ? path + '.' + child : child));
            }
            item.append(children);
          } else {
            const leaf = element('span', 'value', JSON.stringify(value));
            leaf.dataset.path = path;
            item.append(leaf);
          }
          return item;
        }

        function differences(before, after, path, out) {
          const isObject = (value) => value !== null && typeof value === 'object';
          if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
            const keys = new Set(Object.keys(before).concat(Object.keys(after)));
            for (const key of keys) {
              const child = path ? path + '.' + key : key;
              if (!(key in before)) out.push({ kind: 'added', path: child, text: JSON.stringify(after[key]) });
              else if (!(key in after)) out.push({ kind: 'removed', path: child, text: JSON.stringify(before[key]) });
              else differences(before[key], after[key], child, out);
            }
          } else if (JSON.stringify(before) !== JSON.stringify(after)) {
            out.push({ kind: 'changed', path: path || '(state)', text: JSON.stringify(before) + ' → ' + JSON.stringify(after) });
          }
          return out;
        }

        function renderDetails() {
          const current = selectedEvent();
          const title = document.getElementById('state-title');
          const tree = document.getElementById('state');
          const diff = document.getElementById('diff');
          if (!current) {
            title.textContent = 'State';
            tree.replaceChildren();
            diff.replaceChildren();
            return;
          }
          title.textContent = 'State after #' + current.seq + ' ' + eventName(current);
          const root = element('ul');
          root.append(treeNode(null, current.state, ''));
          tree.replaceChildren(root);
          const listed = listedEvents();
          const index = listed.findIndex((event) => event.seq === current.seq);
          const previous = index > 0 ? listed[index - 1] : null;
          const lines = previous ? differences(previous.state, current.state, '', []) : [];
          const items = lines.map((line) => {
            const item = element('li', line.kind, (line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : '~ ') + line.path + ': ' + line.text);
            item.dataset.path = line.path;
            return item;
          });
          if (!previous) items.push(element('li', 'kind', 'the first state: nothing to compare with'));
          else if (!lines.length) items.push(element('li', 'kind', 'no change'));
          diff.replaceChildren(...items);
        }

        function renderStatus(snapshot) {
          const status = document.getElementById('status');
          const app = snapshot.app || 'no app yet';
          status.textContent = app + (snapshot.connected ? ' — connected' : ' — not connected') +
            (snapshot.dropped ? ' — ' + snapshot.dropped + ' events dropped' : '');
          status.classList.toggle('connected', !!snapshot.connected);
          const banner = document.getElementById('travel');
          banner.hidden = travellingTo === null;
          const target = events.find((event) => event.seq === travellingTo);
          document.getElementById('travel-name').textContent = target ? '#' + target.seq + ' ' + eventName(target) : '';
          const errors = events.filter((event) => event.kind === 'error');
          if (errors.length) showProblem('The app reported: ' + errors[errors.length - 1].message);
          else if (snapshot.undeliveredCommands && undeliveredShownFor !== snapshot.epoch) {
            undeliveredShownFor = snapshot.epoch;
            showProblem(snapshot.undeliveredCommands + ' command(s) sent to the previous run of the app ' +
              'were dropped: that run ended before taking them, and a command is never given to another run.');
          }
        }

        function render() {
          renderList();
          renderDetails();
        }

        async function poll() {
          try {
            const after = events.length ? events[events.length - 1].seq : 0;
            const response = await call('/api/events?after=' + after + '&epoch=' + epoch);
            const snapshot = await response.json();
            const serverTravellingTo = snapshot.travellingTo === undefined ? null : snapshot.travellingTo;
            let changed = snapshot.events.length > 0 || serverTravellingTo !== travellingTo;
            if (snapshot.epoch !== epoch) {
              epoch = snapshot.epoch;
              events = [];
              selectedSeq = null;
              changed = true;
            }
            events.push(...snapshot.events);
            travellingTo = serverTravellingTo;
            renderStatus(snapshot);
            if (changed) render();
          } catch (error) {
            document.getElementById('status').textContent = 'the inspector cannot be reached';
          }
          setTimeout(poll, 300);
        }

        async function jumpTo(seq) {
          try {
            await call('/api/jump', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seq: seq }) });
            selectedSeq = seq;
            travellingTo = seq;
            showProblem('');
            render();
          } catch (error) { showProblem('Could not jump: ' + error.message); }
        }

        async function resume() {
          try {
            await call('/api/resume', {
              method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}',
            });
            travellingTo = null;
            selectedSeq = null;
            document.getElementById('travel').hidden = true;
            render();
          } catch (error) { showProblem('Could not resume: ' + error.message); }
        }

        async function exportLog() {
          try {
            const response = await call('/api/export');
            const url = URL.createObjectURL(await response.blob());
            const link = element('a');
            link.href = url;
            link.download = 'session.actionlog.json';
            document.body.append(link);
            link.click();
            link.remove();
            setTimeout(() => URL.revokeObjectURL(url), 10000);
          } catch (error) { showProblem('Could not export: ' + error.message); }
        }

        async function importLog(input) {
          const file = input.files[0];
          if (!file) return;
          try {
            await call('/api/import', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: await file.text() });
            showProblem('');
          } catch (error) { showProblem('Could not import ' + file.name + ': ' + error.message); }
          input.value = '';
        }

        document.getElementById('filter').addEventListener('input', renderList);
        document.getElementById('resume').addEventListener('click', resume);
        document.getElementById('export').addEventListener('click', exportLog);
        document.getElementById('import').addEventListener('change', (event) => importLog(event.target));
        poll();
        """#
}
