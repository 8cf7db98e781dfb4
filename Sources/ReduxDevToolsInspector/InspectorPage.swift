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
          <select id="session" title="The app run shown" aria-label="App run" hidden></select>
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
            <div class="dispatcher">
              <label for="dispatch-json">Dispatch an action, as JSON</label>
              <textarea id="dispatch-json" rows="2" spellcheck="false" autocomplete="off"
                placeholder='{"incrementTapped":{}}'></textarea>
              <button id="dispatch" type="button" title="Send to the app (Ctrl+Enter)">Dispatch</button>
            </div>
          </section>
          <section class="details">
            <h2 id="state-title">State</h2>
            <div class="panes">
              <div class="pane">
                <h3>Action</h3>
                <div id="action" class="tree"></div>
                <div class="action-json"><code id="action-json"></code>
                  <button id="edit-action" type="button" hidden>Edit in dispatcher</button></div>
              </div>
              <div class="pane">
                <h3>Diff against the previous state</h3>
                <ul id="diff" class="diff"></ul>
              </div>
            </div>
            <h3>State</h3>
            <div id="state" class="tree"></div>
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
        #session { font: inherit; max-width: 34em; padding: 3px 6px; border-radius: 6px; }
        .travel { padding: 8px 16px; background: #fff8c5; border-bottom: 1px solid #d4a72c; }
        .problem { padding: 8px 16px; background: #ffebe9; border-bottom: 1px solid #ff8182; white-space: pre-wrap; }
        main { display: flex; flex: 1; min-height: 0; }
        .actions { width: 36%; min-width: 260px; border-right: 1px solid #d0d7de; display: flex; flex-direction: column; }
        #filter { margin: 8px; padding: 6px 8px; font: inherit; }
        #actions { list-style: none; margin: 0; padding: 0; overflow-y: auto; flex: 1; }
        #actions li { display: flex; align-items: center; gap: 8px; padding: 5px 8px; border-bottom: 1px solid #eaeef2; cursor: pointer; background: #fff; }
        #actions li.selected { background: #ddf4ff; }
        #actions li.travelled { outline: 2px solid #d4a72c; outline-offset: -2px; }
        #actions li.replayed .name::after { content: " (replayed)"; color: #57606a; }
        #actions li.skipped .name { text-decoration: line-through; color: #8c959f; }
        #actions li button { font-size: 12px; padding: 1px 8px; }
        .dispatcher { border-top: 1px solid #d0d7de; padding: 8px; display: grid; grid-template-columns: 1fr auto;
          gap: 4px 8px; align-items: end; background: #f6f8fa; }
        .dispatcher label { grid-column: 1 / -1; font-size: 12px; color: #57606a; }
        #dispatch-json { font: 13px ui-monospace, Menlo, monospace; padding: 4px 6px; resize: vertical;
          min-height: 2.4em; }
        .seq { color: #57606a; width: 2.5em; text-align: right; }
        .name { flex: 1; font-family: ui-monospace, Menlo, monospace; overflow: hidden; text-overflow: ellipsis; }
        .time { color: #57606a; font-size: 12px; }
        .details { flex: 1; overflow-y: auto; padding: 0 16px 16px; }
        .details h2 { font-size: 15px; margin: 14px 0 4px; }
        .details h3 { font-size: 13px; margin: 10px 0 4px; color: #57606a; }
        .panes { display: flex; gap: 12px; }
        .pane { flex: 1; min-width: 0; }
        .action-json { margin-top: 4px; font-size: 12px; color: #57606a; display: flex; gap: 8px; align-items: center; }
        .action-json code { flex: 1; overflow-wrap: anywhere; font-family: ui-monospace, Menlo, monospace; }
        .tree, .diff { font-family: ui-monospace, Menlo, monospace; font-size: 13px; background: #fff; border: 1px solid #d0d7de; border-radius: 6px; padding: 8px; }
        .tree ul { list-style: none; margin: 0; padding-left: 16px; }
        .tree > ul { padding-left: 0; }
        .key { color: #953800; }
        .value { color: #0a3069; }
        .kind { color: #57606a; }
        .diff { list-style: none; margin: 0; min-height: 2em; }
        .tree { min-height: 2em; }
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
        // The run of the app shown, and whether the user picked it: until then the page follows the newest.
        let sessionId = null;
        let pinned = false;
        // Counts the user's picks: an answer to a poll sent before the latest pick is about another run.
        let picks = 0;
        let epoch = 0;
        let revision = 0;
        let events = [];
        let selectedSeq = null;
        let travellingTo = null;
        let sessionsShown = '';
        // The newest error event the page has shown, so that each is shown once and a later command clears it.
        let errorShown = 0;
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

        // A command for the run shown, never another: the inspector refuses one for a run that has ended.
        function command(path, body) {
          const query = sessionId ? '?session=' + encodeURIComponent(sessionId) : '';
          return call(path + query, {
            method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body,
          });
        }

        function showProblem(message) {
          const box = document.getElementById('problem');
          box.textContent = message || '';
          box.hidden = !message;
        }

        function isPlainObject(value) {
          return value !== null && typeof value === 'object' && !Array.isArray(value);
        }

        // {"counter":{"_0":{"incrementTapped":{}}}} is "counter.incrementTapped": a case that wraps another
        // action alone adds its name in front of the wrapped one's. The payload is what the last name holds,
        // {"query":"b"} for {"queryChanged":{"query":"b"}}, a case's only unlabelled value without its "_0".
        function describeAction(action) {
          const parts = [];
          let value = action;
          let payload;
          while (isPlainObject(value)) {
            const keys = Object.keys(value);
            if (keys.length !== 1) break;
            parts.push(keys[0]);
            payload = value[keys[0]];
            if (isPlainObject(payload)) {
              const inner = Object.keys(payload);
              if (inner.length === 1 && inner[0] === '_0') { value = payload._0; payload = value; continue; }
            }
            break;
          }
          if (!parts.length) return { name: String(JSON.stringify(action)), payload: action };
          return { name: parts.join('.'), payload: payload };
        }

        function eventName(event) {
          if (event.kind === 'initial') return '(initial state)';
          return describeAction(event.action).name;
        }

        function isAction(event) {
          return event.kind === 'action' || event.kind === 'replayed';
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

        function rowButton(className, text, title, onClick) {
          const button = element('button', className, text);
          button.type = 'button';
          button.title = title;
          button.addEventListener('click', (click) => { click.stopPropagation(); onClick(); });
          return button;
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
            if (event.skipped) item.classList.add('skipped');
            if (current && event.seq === current.seq) item.classList.add('selected');
            if (event.seq === travellingTo) item.classList.add('travelled');
            item.append(element('span', 'seq', String(event.seq)), element('span', 'name', name),
              element('span', 'time', '+' + event.time.toFixed(3) + 's'));
            if (isAction(event)) {
              item.append(rowButton('skip', event.skipped ? 'Unskip' : 'Skip',
                event.skipped ? 'Apply this action again' : 'Recompute the state without this action',
                () => skip(event.seq)));
            }
            item.append(rowButton('jump', 'Jump', 'Show this state in the app', () => jumpTo(event.seq)));
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

        // The members of an object as a tree without the root's own line: what the Action pane shows.
        function treeOf(value) {
          const root = element('ul');
          if (isPlainObject(value) || Array.isArray(value)) {
            for (const key of Object.keys(value)) root.append(treeNode(key, value[key], key));
          } else {
            root.append(treeNode(null, value, ''));
          }
          return root;
        }

        function differences(before, after, path, out) {
          const isObject = (value) => value !== null && typeof value === 'object';
          if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
            const keys = new Set(Object.keys(before).concat(Object.keys(after)));
            for (const key of keys) {
              const child = path ? path + '.' + key : key;
              // Own members only: `constructor` or `toString` in a state is a member like any other.
              if (!Object.hasOwn(before, key)) out.push({ kind: 'added', path: child, text: JSON.stringify(after[key]) });
              else if (!Object.hasOwn(after, key)) out.push({ kind: 'removed', path: child, text: JSON.stringify(before[key]) });
              else differences(before[key], after[key], child, out);
            }
          } else if (JSON.stringify(before) !== JSON.stringify(after)) {
            out.push({ kind: 'changed', path: path || '(state)', text: JSON.stringify(before) + ' → ' + JSON.stringify(after) });
          }
          return out;
        }

        function renderAction(current) {
          const pane = document.getElementById('action');
          const json = document.getElementById('action-json');
          const edit = document.getElementById('edit-action');
          edit.hidden = !current || !isAction(current);
          if (!current || !isAction(current)) {
            const note = current ? 'the state before the first action: no action' : '';
            pane.replaceChildren(element('span', 'kind', note));
            json.textContent = '';
            return;
          }
          const payload = describeAction(current.action).payload;
          const empty = payload === undefined || (isPlainObject(payload) && !Object.keys(payload).length);
          pane.replaceChildren(empty ? element('span', 'kind', 'no payload') : treeOf(payload));
          json.textContent = JSON.stringify(current.action);
        }

        function renderDetails() {
          const current = selectedEvent();
          const title = document.getElementById('state-title');
          const tree = document.getElementById('state');
          const diff = document.getElementById('diff');
          renderAction(current);
          if (!current) {
            title.textContent = 'State';
            tree.replaceChildren();
            diff.replaceChildren();
            return;
          }
          title.textContent = '#' + current.seq + ' ' + eventName(current) + (current.skipped ? ' (skipped)' : '');
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
          else if (!lines.length) {
            items.push(element('li', 'kind', current.skipped ? 'no change: the action is skipped' : 'no change'));
          }
          diff.replaceChildren(...items);
        }

        // "Issues · 09:15:02 · 12 events · ended": the app, when the run started, and how it stands.
        function sessionLabel(session) {
          const started = new Date(session.startedAt);
          const time = isNaN(started) ? '' : ' · ' + started.toLocaleTimeString();
          const state = session.connected ? '' : session.ended ? ' · ended' : ' · not connected';
          return session.app + time + ' · ' + session.eventCount + ' events' + state;
        }

        function renderSessions(snapshot) {
          const select = document.getElementById('session');
          const shown = JSON.stringify([snapshot.session, snapshot.sessions.map((session) => session.id)]);
          // The same runs: only their labels change (event counts), in place, so that a list the user has
          // open stays open.
          if (shown === sessionsShown) {
            snapshot.sessions.forEach((session, index) => {
              const option = select.options[index];
              const label = sessionLabel(session);
              if (option && option.textContent !== label) option.textContent = label;
            });
            return;
          }
          sessionsShown = shown;
          const options = snapshot.sessions.map((session) => {
            const option = element('option', '', sessionLabel(session));
            option.value = session.id;
            option.selected = session.id === snapshot.session;
            return option;
          });
          select.replaceChildren(...options);
          select.hidden = options.length === 0;
        }

        function renderStatus(snapshot) {
          const status = document.getElementById('status');
          const app = snapshot.app || 'no app yet';
          const state = snapshot.connected ? ' — connected'
            : snapshot.ended ? ' — ended (a later run reported)' : ' — not connected';
          status.textContent = app + state + (snapshot.dropped ? ' — ' + snapshot.dropped + ' events dropped' : '');
          status.classList.toggle('connected', !!snapshot.connected);
          const banner = document.getElementById('travel');
          banner.hidden = travellingTo === null;
          const target = events.find((event) => event.seq === travellingTo);
          document.getElementById('travel-name').textContent = target ? '#' + target.seq + ' ' + eventName(target) : '';
          const errors = events.filter((event) => event.kind === 'error');
          const newest = errors[errors.length - 1];
          if (newest && newest.seq > errorShown) {
            errorShown = newest.seq;
            showProblem('The app reported: ' + newest.message);
          } else if (snapshot.undeliveredCommands && undeliveredShownFor !== snapshot.epoch) {
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
          const pick = picks;
          try {
            const after = events.length ? events[events.length - 1].seq : 0;
            let path = '/api/events?after=' + after + '&epoch=' + epoch + '&revision=' + revision;
            if (pinned && sessionId) path += '&session=' + encodeURIComponent(sessionId);
            const response = await call(path);
            const snapshot = await response.json();
            if (pick !== picks) { setTimeout(poll, 0); return; }
            const serverTravellingTo = snapshot.travellingTo === undefined ? null : snapshot.travellingTo;
            let changed = snapshot.events.length > 0 || snapshot.updated.length > 0 ||
              serverTravellingTo !== travellingTo;
            if (snapshot.session !== sessionId) {
              // Another run: the picked one was forgotten, or the page follows the newest.
              if (pinned && sessionId !== null) pinned = false;
              sessionId = snapshot.session;
              selectedSeq = null;
              errorShown = 0;
            }
            if (snapshot.epoch !== epoch) {
              epoch = snapshot.epoch;
              events = [];
              changed = true;
            }
            revision = snapshot.revision;
            for (const event of snapshot.updated) {
              const index = events.findIndex((kept) => kept.seq === event.seq);
              if (index >= 0) events[index] = event;
            }
            events.push(...snapshot.events);
            travellingTo = serverTravellingTo;
            renderSessions(snapshot);
            renderStatus(snapshot);
            if (changed) render();
          } catch (error) {
            document.getElementById('status').textContent = 'the inspector cannot be reached';
          }
          setTimeout(poll, 300);
        }

        function pickSession(id) {
          picks += 1;
          sessionId = id;
          pinned = true;
          epoch = 0;
          revision = 0;
          events = [];
          selectedSeq = null;
          travellingTo = null;
          errorShown = 0;
          showProblem('');
          render();
        }

        async function jumpTo(seq) {
          try {
            await command('/api/jump', JSON.stringify({ seq: seq }));
            selectedSeq = seq;
            travellingTo = seq;
            showProblem('');
            render();
          } catch (error) { showProblem('Could not jump: ' + error.message); }
        }

        async function skip(seq) {
          try {
            await command('/api/skip', JSON.stringify({ seq: seq }));
            selectedSeq = seq;
            showProblem('');
            render();
          } catch (error) { showProblem('Could not skip: ' + error.message); }
        }

        async function resume() {
          try {
            await command('/api/resume', '{}');
            travellingTo = null;
            selectedSeq = null;
            document.getElementById('travel').hidden = true;
            render();
          } catch (error) { showProblem('Could not resume: ' + error.message); }
        }

        async function dispatchTyped() {
          const text = document.getElementById('dispatch-json').value.trim();
          if (!text) { showProblem('Type an action as JSON first, such as {"incrementTapped":{}}.'); return; }
          let action;
          try {
            action = JSON.parse(text);
          } catch (error) {
            showProblem('Not dispatched: the action is not JSON (' + error.message + ').');
            return;
          }
          try {
            await command('/api/dispatch', JSON.stringify({ action: action }));
            // The app decodes it with its own action type; if it cannot, it says why and the page shows it.
            selectedSeq = null;
            showProblem('');
            render();
          } catch (error) { showProblem('Could not dispatch: ' + error.message); }
        }

        function editSelectedAction() {
          const current = selectedEvent();
          if (!current || !isAction(current)) return;
          const field = document.getElementById('dispatch-json');
          field.value = JSON.stringify(current.action);
          field.focus();
        }

        async function exportLog() {
          try {
            const query = sessionId ? '?session=' + encodeURIComponent(sessionId) : '';
            const response = await call('/api/export' + query);
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
            await command('/api/import', await file.text());
            showProblem('');
          } catch (error) { showProblem('Could not import ' + file.name + ': ' + error.message); }
          input.value = '';
        }

        document.getElementById('filter').addEventListener('input', renderList);
        document.getElementById('session').addEventListener('change', (event) => pickSession(event.target.value));
        document.getElementById('resume').addEventListener('click', resume);
        document.getElementById('dispatch').addEventListener('click', dispatchTyped);
        document.getElementById('dispatch-json').addEventListener('keydown', (event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) { event.preventDefault(); dispatchTyped(); }
        });
        document.getElementById('edit-action').addEventListener('click', editSelectedAction);
        document.getElementById('export').addEventListener('click', exportLog);
        document.getElementById('import').addEventListener('change', (event) => importLog(event.target));
        poll();
        """#
}
