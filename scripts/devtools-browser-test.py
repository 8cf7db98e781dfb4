#!/usr/bin/env python3
"""Browser test of the DevTools inspector, as a developer uses it.

Starts `reduxgen devtools` on a free port and the DevToolsSampleApp (the Counter sample feature with the
DevTools middleware), dispatches actions in the app, and drives Debian's Chromium through chromedriver
(Selenium) to check that the page lists the actions and shows the state, that jumping to a past action
makes the app's store show that state (and resuming restores it), that an exported log replays into
the app when imported, that an action typed as JSON in the page is dispatched in the app (and one that
does not decode is reported), and that skipping a past action recomputes the app's state. A page of another
origin (a second loopback port) then tries to drive the inspector with forms and no-cors fetches, and the
test checks that nothing reached the inspector or the app. A second app, the sample's RepoSearch feature,
then reports too: the page lists both runs, shows the one picked, and shows an action's payload next to
the state diff. Saves a screenshot of the page showing that payload (--screenshot).

Usage: scripts/devtools-browser-test.py [--bin-dir DIR] [--screenshot PATH]
Needs: chromium, chromium-driver (apt), selenium (pip). Without --bin-dir it builds the three binaries first.
"""
import argparse
import functools
import html
import http.server
import json
import os
import queue
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import Select, WebDriverWait

TIMEOUT = 20


def fail(message):
    print(f"devtools-browser-test: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Process:
    """A child process whose standard output lines are collected by a thread."""

    def __init__(self, arguments, env=None, stdin=False):
        self.process = subprocess.Popen(
            arguments, stdout=subprocess.PIPE, stderr=sys.stderr, text=True, bufsize=1, env=env,
            stdin=subprocess.PIPE if stdin else subprocess.DEVNULL)
        self.lines = queue.Queue()
        self.all_lines = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def wait_for_line(self, predicate, what):
        deadline = time.time() + TIMEOUT
        while time.time() < deadline:
            try:
                line = self.lines.get(timeout=0.2)
            except queue.Empty:
                if self.process.poll() is not None:
                    fail(f"{what}: the process exited with {self.process.returncode}")
                continue
            self.all_lines.append(line)
            if predicate(line):
                return line
        fail(f"timed out waiting for {what}; output so far: {self.all_lines[-5:]}")

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()


class SampleApp(Process):
    """The DevToolsSampleApp: takes actions as JSON lines, prints `state: {...}` on every change."""

    def wait_for_state(self, predicate, what):
        """Waits for a printed state, as a dict, that satisfies `predicate`; returns it."""
        line = self.wait_for_line(lambda line: line.startswith("state: ") and predicate(json.loads(line[7:])), what)
        return json.loads(line[7:])

    def dispatch(self, action):
        self.send(json.dumps({action: {}}))

    def wait_for_count(self, count, what):
        self.wait_for_line(lambda line: line == f'state: {{"count":{count}}}', f"{what} (count {count})")

    def expect_next_count(self, count, what):
        """Fails unless the next state the app prints is `count`: no other state came before it."""
        line = self.wait_for_line(lambda line: line.startswith("state: "), what)
        if line != f'state: {{"count":{count}}}':
            fail(f"{what}: the app printed {line!r} first, expected count {count}")


class AttackerSite:
    """Pages of another origin (a second loopback port) that try to drive the inspector the ways a web page
    can: forms posting text/plain or urlencoded bodies shaped like JSON, and no-cors fetches. A browser
    sends all of these without asking the inspector first; only the inspector can refuse them."""

    def __init__(self, inspector_url):
        self.folder = tempfile.mkdtemp(prefix="devtools-attacker-")
        self.pages = []
        jump = '{"seq": 2}'
        log = json.dumps({"version": 2, "entries": [{"time": 0, "action": {"resetTapped": {}}}]})
        batch = json.dumps({"session": "attacker", "app": "Attacker", "events": [
            {"seq": 1, "time": 0, "kind": "initial", "state": {"count": 666}}]})
        for path, body in [("/api/jump", jump), ("/api/import", log), ("/app/events", batch), ("/api/resume", "{}")]:
            # A text/plain form sends `name=value`: with the name the JSON up to a string's opening quote
            # and the value its closing quote, the body is the JSON with "=" inside that string.
            name, value = body[:-1] + (', ' if body != "{}" else "") + '"padding": "', '"}'
            self.add_form(inspector_url + path, "text/plain", name, value)
            self.add_form(inspector_url + path, "application/x-www-form-urlencoded", name, value)
        fetches = [(inspector_url + path, body) for path, body in
                   [("/api/jump", jump), ("/api/import", log), ("/app/events", batch), ("/api/resume", "{}")]]
        script = "\n".join(
            f"fetch({json.dumps(url)}, {{method: 'POST', mode: 'no-cors', body: {json.dumps(body)}}}),\n"
            f"fetch({json.dumps(url)}, {{method: 'POST', mode: 'no-cors', body: {json.dumps(body)}, "
            "headers: {'Content-Type': 'application/json'}}),"
            for url, body in fetches)
        self.write("fetch.html", "<!doctype html><title>attacking</title><script>\n"
                   f"Promise.allSettled([\n{script}\n]).then(() => {{ document.title = 'attack done'; }});\n"
                   "</script>")
        handler = functools.partial(QuietHandler, directory=self.folder)
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def add_form(self, action, enctype, name, value):
        page = f"form-{len(self.pages)}.html"
        self.write(page, f'<!doctype html><body onload="document.forms[0].submit()">'
                   f'<form method="post" action="{html.escape(action)}" enctype="{enctype}">'
                   f'<input type="hidden" name="{html.escape(name)}" value="{html.escape(value)}"></form>')
        self.pages.append((page, f"a {enctype} form posting to {action}"))

    def write(self, name, text):
        with open(os.path.join(self.folder, name), "w") as file:
            file.write(text)

    def stop(self):
        self.server.shutdown()
        shutil.rmtree(self.folder, ignore_errors=True)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def inspector_status(port):
    """What the inspector holds, read as an app would (no Origin): the list's epoch and length, time travel."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/events", timeout=TIMEOUT) as response:
        snapshot = json.load(response)
    return snapshot["epoch"], snapshot.get("app"), len(snapshot["events"]), snapshot.get("travellingTo")


def attack_from_another_origin(driver, port, app, count):
    """Opens the attacker's pages in a tab of their own, then checks that the inspector and the app are
    as they were; the app's state is `count` and the page shows it."""
    before = inspector_status(port)
    site = AttackerSite(f"http://127.0.0.1:{port}")
    inspector_tab = driver.current_window_handle
    try:
        driver.switch_to.new_window("tab")
        for page, what in site.pages:
            driver.get(site.url + page)
            # The form navigates the tab to the inspector's answer: once it shows, the request was answered.
            wait(driver, lambda d: d.current_url.startswith(f"http://127.0.0.1:{port}/")
                 and d.execute_script("return document.readyState") == "complete", f"the answer to {what}")
        driver.get(site.url + "fetch.html")
        WebDriverWait(driver, TIMEOUT).until(lambda d: d.title == "attack done")
        driver.close()
        driver.switch_to.window(inspector_tab)
    finally:
        site.stop()
    after = inspector_status(port)
    if after != before:
        fail(f"a page of another origin changed the inspector: (epoch, app, events, travellingTo) was {before}, "
             f"is {after}")
    # Had a command got through, the app would print its state before the one this action leads to.
    app.dispatch("incrementTapped")
    app.expect_next_count(count + 1, "the app after the attack")


def wait(driver, condition, what):
    try:
        # The list is rebuilt when events arrive, so an element read a moment ago may be gone: try again.
        return WebDriverWait(driver, TIMEOUT, poll_frequency=0.1,
                             ignored_exceptions=[StaleElementReferenceException]).until(condition)
    except Exception:
        fail(f"timed out waiting for {what}; the page lists {listed_names(driver)}, "
             f"state title {driver.find_element(By.ID, 'state-title').text!r}")


def listed_names(driver):
    return [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#actions li .name")]


def shown_value(driver, path):
    leaves = driver.find_elements(By.CSS_SELECTOR, f'#state [data-path="{path}"]')
    return leaves[0].text if leaves else None


def click_in_row(driver, index, selector):
    """Clicks `selector` in the row at `index` of the action list, again if the list was just rebuilt."""
    def click(d):
        d.find_elements(By.CSS_SELECTOR, "#actions li")[index].find_element(By.CSS_SELECTOR, selector).click()
        return True
    wait(driver, click, f"a click on {selector} in row {index}")


def type_and_dispatch(driver, text):
    """Types `text` into the page's dispatcher and sends it."""
    field = driver.find_element(By.ID, "dispatch-json")
    field.clear()
    field.send_keys(text)
    driver.find_element(By.ID, "dispatch").click()


def problem_text(driver):
    box = driver.find_element(By.ID, "problem")
    return box.text if box.is_displayed() else ""


def session_options(driver):
    return [option.text for option in driver.find_elements(By.CSS_SELECTOR, "#session option")]


def pick_session(driver, app_name):
    """Picks the run of `app_name` in the page's list of runs (labels start with the app's name and a dot)."""
    def pick(d):
        select = Select(d.find_element(By.ID, "session"))
        for option in select.options:
            if option.text.startswith(app_name + " · "):
                select.select_by_value(option.get_attribute("value"))
                return True
        return False
    wait(driver, pick, f"the run of {app_name} in the list of runs")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin-dir", help="where reduxgen, reduxgen-devtools and DevToolsSampleApp are built (default: build them with swift build)")
    parser.add_argument("--screenshot", help="where to save a PNG of the page")
    options = parser.parse_args()
    bin_dir = options.bin_dir
    if not bin_dir:
        # `reduxgen devtools` runs reduxgen-devtools from its own folder.
        for product in ["reduxgen", "reduxgen-devtools", "DevToolsSampleApp"]:
            subprocess.check_call(["swift", "build", "--product", product])
        bin_dir = subprocess.check_output(["swift", "build", "--show-bin-path"], text=True).strip()

    port = free_port()
    downloads = tempfile.mkdtemp(prefix="devtools-downloads-")
    inspector = Process([os.path.join(bin_dir, "reduxgen"), "devtools", "--port", str(port)])
    app = None
    search_app = None
    session_app = None
    driver = None
    try:
        banner = inspector.wait_for_line(lambda line: line.startswith("Open http://"), "the inspector's start banner")
        page_url = banner.split()[1]
        if page_url != f"http://127.0.0.1:{port}/":
            fail(f"the inspector printed {page_url}, expected loopback and port {port}")

        environment = dict(os.environ, REDUXGEN_DEVTOOLS_URL=f"http://127.0.0.1:{port}")
        app = SampleApp([os.path.join(bin_dir, "DevToolsSampleApp")], env=environment, stdin=True)
        app.wait_for_line(lambda line: line == "ready", "the sample app to start")
        for action in ["incrementTapped", "incrementTapped", "incrementTapped", "decrementTapped"]:
            app.dispatch(action)
        app.wait_for_count(2, "the app to apply the four actions")

        chrome_options = webdriver.ChromeOptions()
        chrome_options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,800"]:
            chrome_options.add_argument(argument)
        chrome_options.add_experimental_option("prefs", {
            "download.default_directory": downloads, "download.prompt_for_download": False,
        })
        service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
        driver = webdriver.Chrome(service=service, options=chrome_options)
        driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
        driver.get(page_url)

        expected = ["(initial state)", "incrementTapped", "incrementTapped", "incrementTapped", "decrementTapped"]
        wait(driver, lambda d: listed_names(d) == expected, f"the page to list {expected}")
        wait(driver, lambda d: shown_value(d, "count") == "2", "the state tree to show count 2")
        status = driver.find_element(By.ID, "status").text
        if "DevToolsSampleApp" not in status or "connected" not in status:
            fail(f"the status line says {status!r}")

        # The filter keeps matching actions only.
        driver.find_element(By.ID, "filter").send_keys("decrement")
        wait(driver, lambda d: listed_names(d) == ["decrementTapped"], "the filter to keep decrementTapped")
        driver.find_element(By.ID, "filter").send_keys(Keys.CONTROL, "a")
        driver.find_element(By.ID, "filter").send_keys(Keys.BACKSPACE)
        wait(driver, lambda d: listed_names(d) == expected, "the list to show everything again")

        # Selecting the second increment shows its state and the diff against the one before.
        click_in_row(driver, 2, ".name")
        wait(driver, lambda d: shown_value(d, "count") == "2" and "#3" in d.find_element(By.ID, "state-title").text,
             "the state after action #3")
        diff = driver.find_element(By.ID, "diff").text
        if "count: 1 → 2" not in diff:
            fail(f"the diff shows {diff!r}, expected 'count: 1 → 2'")

        # Member names every JavaScript object inherits are members like any other in an app's state.
        inherited_names = driver.execute_script("""
            return [
              differences({}, {constructor: 1}, '', []),
              differences({toString: 1}, {}, '', []),
              differences({}, JSON.parse('{"__proto__": {"a": 1}}'), '', []),
            ].map((found) => found.map((entry) => entry.kind + ' ' + entry.path));""")
        if inherited_names != [["added constructor"], ["removed toString"], ["added __proto__"]]:
            fail(f"the diff of members named like inherited ones is {inherited_names!r}")

        # Time travel: jumping to the first increment makes the app show count 1.
        click_in_row(driver, 1, "button.jump")
        app.wait_for_count(1, "the app's store to jump to the state after the first increment")
        wait(driver, lambda d: d.find_element(By.ID, "travel").is_displayed(), "the time-travel banner")

        # An action dispatched while travelling waits; resuming restores the live state and applies it.
        app.dispatch("incrementTapped")
        driver.find_element(By.ID, "resume").click()
        app.wait_for_count(2, "the live state to come back")
        app.wait_for_count(3, "the held action to be applied after resuming")
        wait(driver, lambda d: len(listed_names(d)) == 6 and shown_value(d, "count") == "3",
             "the page to list the held action and show count 3")

        # Export the session as an ActionLog file.
        driver.find_element(By.ID, "export").click()
        exported = os.path.join(downloads, "session.actionlog.json")
        wait(driver, lambda d: os.path.exists(exported) and os.path.getsize(exported) > 0, "the exported log")
        with open(exported) as file:
            log = json.load(file)
        names = [next(iter(entry["action"])) for entry in log["entries"]]
        if log.get("version") != 2 or names != expected[1:] + ["incrementTapped"]:
            fail(f"the exported log is {log}")

        # Change the app's state, then import the exported log: the app replays it and reaches count 3.
        app.dispatch("resetTapped")
        app.wait_for_count(0, "the reset")
        driver.find_element(By.ID, "import").send_keys(exported)
        app.wait_for_count(3, "the app to replay the imported log")
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#actions li.replayed")) == 5
             and shown_value(d, "count") == "3", "the page to list the five replayed actions")

        # An action typed as JSON in the page is dispatched in the app. It is also one whose state both the app
        # and the page show, so that nothing is still on its way when another origin attacks below.
        type_and_dispatch(driver, '{"incrementTapped":{}}')
        app.wait_for_count(4, "the app to apply the action dispatched from the page")
        wait(driver, lambda d: shown_value(d, "count") == "4" and len(listed_names(d)) == 7,
             "the page to list the action dispatched from it")

        # A page of another origin cannot drive the inspector: forms and no-cors fetches change nothing.
        attack_from_another_origin(driver, port, app, 4)
        wait(driver, lambda d: shown_value(d, "count") == "5", "the page to show the action after the attack")

        # Skipping the replayed decrement recomputes the later states without it; applying it again restores them.
        click_in_row(driver, 4, "button.skip")
        app.wait_for_count(6, "the app to recompute its state without the decrement")
        wait(driver, lambda d: "skipped" in d.find_elements(By.CSS_SELECTOR, "#actions li")[4].get_attribute("class")
             and d.find_elements(By.CSS_SELECTOR, "#actions li")[4].find_element(By.CSS_SELECTOR, ".skip").text
             == "Unskip", "the page to show the decrement skipped")
        diff = driver.find_element(By.ID, "diff").text
        if "no change: the action is skipped" not in diff:
            fail(f"the diff of a skipped action shows {diff!r}")
        click_in_row(driver, 7, ".name")
        wait(driver, lambda d: shown_value(d, "count") == "6", "the page to show the recomputed last state")
        click_in_row(driver, 4, "button.skip")
        app.wait_for_count(5, "the app to apply the decrement again")
        wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "#actions li.skipped")
             and shown_value(d, "count") == "2", "the page to show the decrement applied again")
        click_in_row(driver, 7, ".name")
        wait(driver, lambda d: shown_value(d, "count") == "5", "the page to show the last state as it was")

        # Text that is not JSON is not sent; JSON that is no CounterAction is sent, and the app says why.
        type_and_dispatch(driver, "{incrementTapped}")
        wait(driver, lambda d: problem_text(d).startswith("Not dispatched: the action is not JSON"),
             "the page to refuse text that is not JSON")
        type_and_dispatch(driver, '{"launchRockets":{}}')
        wait(driver, lambda d: "The app reported: the action to dispatch is not a CounterAction: it has no case "
             "'launchRockets'" in problem_text(d), "the page to show why the app could not decode the action")

        # A second app reports: the page lists both runs and shows the one picked. The RepoSearch sample's
        # actions carry payloads, and its results dates.
        search = SampleApp([os.path.join(bin_dir, "DevToolsSampleApp"), "--search"], env=environment, stdin=True)
        search_app = search
        search.wait_for_line(lambda line: line == "ready", "the search sample app to start")
        # The middleware reports a run with its first action.
        search.send('{"queryChanged":{"query":"issue"}}')
        search.wait_for_state(lambda state: len(state["results"]) == 2, "the search for 'issue' to find two")
        wait(driver, lambda d: len(session_options(d)) == 2, "the page to list two runs")
        pick_session(driver, "DevToolsSampleApp search")
        wait(driver, lambda d: listed_names(d) == ["(initial state)", "queryChanged", "searchRepositoriesResponse.succeeded"],
             "the page to show the search app's run")
        type_and_dispatch(driver, '{"queryChanged":{"query":"issues"}}')
        search.wait_for_state(lambda state: state["query"] == "issues" and len(state["results"]) == 1,
                              "the search for 'issues' to find one")
        names = ["(initial state)", "queryChanged", "searchRepositoriesResponse.succeeded", "queryChanged",
                 "searchRepositoriesResponse.succeeded"]
        wait(driver, lambda d: listed_names(d) == names, f"the page to list {names}")

        # The payload of the selected action is shown as a tree next to the diff; dates are ISO 8601 text.
        click_in_row(driver, 3, ".name")
        wait(driver, lambda d: "#4 queryChanged" in d.find_element(By.ID, "state-title").text,
             "the second queryChanged to be selected")
        payload = driver.find_elements(By.CSS_SELECTOR, '#action [data-path="query"]')
        if not payload or payload[0].text != '"issues"':
            fail(f"the payload view shows {driver.find_element(By.ID, 'action').text!r}, expected query: \"issues\"")
        action_json = driver.find_element(By.ID, "action-json").text
        if action_json != '{"queryChanged":{"query":"issues"}}':
            fail(f"the action's JSON reads {action_json!r}")
        diff = driver.find_element(By.ID, "diff").text
        if 'query: "issue" → "issues"' not in diff:
            fail(f"the diff shows {diff!r}, expected the query's change")
        date = driver.find_elements(By.CSS_SELECTOR, '#state [data-path="results.0.updated_at"]')
        if not date or date[0].text != '"2026-01-31T09:15:00Z"':
            fail("the state does not show the result's date as ISO 8601 text")
        if options.screenshot:
            driver.save_screenshot(options.screenshot)
            print(f"devtools-browser-test: screenshot saved to {options.screenshot}")

        # Sensitive values (docs/spec.md, "Sensitive values"): the Session sample marks the password, the token
        # and the login's response sensitive, so the page shows "[redacted]" and never the values themselves.
        signed_in = SampleApp([os.path.join(bin_dir, "DevToolsSampleApp"), "--session"], env=environment, stdin=True)
        session_app = signed_in
        signed_in.wait_for_line(lambda line: line == "ready", "the session sample app to start")
        signed_in.send('{"login":{"username":"alice","password":"hunter2-pw"}}')
        signed_in.wait_for_state(lambda state: state.get("user") == {"name": "alice"}, "the session app to sign in")
        wait(driver, lambda d: len(session_options(d)) == 3, "the page to list the session app's run")
        pick_session(driver, "DevToolsSampleApp session")
        wait(driver, lambda d: listed_names(d) == ["(initial state)", "login", "loginResponse.succeeded",
                                                   "loadUserResponse.succeeded"],
             "the page to show the session app's run")
        click_in_row(driver, 1, ".name")
        wait(driver, lambda d: "#2 login" in d.find_element(By.ID, "state-title").text, "the login to be selected")
        password = driver.find_elements(By.CSS_SELECTOR, '#action [data-path="password"]')
        if not password or password[0].text != '"[redacted]"':
            fail(f"the login's payload shows {driver.find_element(By.ID, 'action').text!r}, expected a redacted password")
        for index in range(4):
            click_in_row(driver, index, ".name")
            page = driver.page_source
            if "hunter2-pw" in page or "token-of-alice" in page:
                fail(f"the page shows a sensitive value with event {index} selected")
        token = driver.find_elements(By.CSS_SELECTOR, '#state [data-path="token"]')
        if not token or token[0].text != '"[redacted]"':
            fail("the state does not show the token redacted")

        # Back to the Counter app's run: its list is as it was.
        pick_session(driver, "DevToolsSampleApp")
        wait(driver, lambda d: len(listed_names(d)) == 8 and shown_value(d, "count") == "5",
             "the page to show the Counter app's run again")

        # App data is shown as text, never run: markup in an action name or a state value stays literal.
        hostile = '<img src=x onerror="document.title=1">'
        batch = {"session": "hostile", "app": hostile, "events": [
            {"seq": 1, "time": 0, "kind": "action", "action": {hostile: {}}, "state": {"note": hostile}}]}
        request = urllib.request.Request(f"http://127.0.0.1:{port}/app/events", data=json.dumps(batch).encode(),
                                         headers={"Content-Type": "application/json"}, method="POST")
        urllib.request.urlopen(request, timeout=TIMEOUT).read()
        wait(driver, lambda d: len(session_options(d)) == 4, "the page to list the hostile run")
        pick_session(driver, hostile)
        wait(driver, lambda d: listed_names(d) == [hostile], "the page to list the hostile action as text")
        if shown_value(driver, "note") != json.dumps(hostile) or driver.find_elements(By.TAG_NAME, "img"):
            fail("markup sent by an app was not shown as plain text")
        if driver.title != "reduxgen DevTools":
            fail("markup sent by an app ran a script")
        print("devtools-browser-test: passed (list, filter, state tree, diff, jump, resume, export, import, "
              "dispatch from JSON, skip, foreign origin refused, several runs, payload view, sensitive values redacted, "
              "text only)")
    finally:
        if driver is not None:
            driver.quit()
        if app is not None:
            app.stop()
        if search_app is not None:
            search_app.stop()
        if session_app is not None:
            session_app.stop()
        inspector.stop()
        shutil.rmtree(downloads, ignore_errors=True)


if __name__ == "__main__":
    main()
