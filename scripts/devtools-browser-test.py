#!/usr/bin/env python3
"""Browser test of the DevTools inspector, as a developer uses it.

Starts `reduxgen devtools` on a free port and the DevToolsSampleApp (the Counter sample feature with the
DevTools middleware), dispatches actions in the app, and drives Debian's Chromium through chromedriver
(Selenium) to check that the page lists the actions and shows the state, that jumping to a past action
makes the app's store show that state (and resuming restores it), and that an exported log replays into
the app when imported. A page of another origin (a second loopback port) then tries to drive the
inspector with forms and no-cors fetches, and the test checks that nothing reached the inspector or the app.
Saves a screenshot of the page (--screenshot).

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
from selenium.webdriver.support.ui import WebDriverWait

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
    """The DevToolsSampleApp: takes CounterActions as JSON lines, prints `state: {...}` on every change."""

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
        for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1200,720"]:
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

        # Time travel: jumping to the first increment makes the app show count 1.
        click_in_row(driver, 1, "button.jump")
        app.wait_for_count(1, "the app's store to jump to the state after the first increment")
        wait(driver, lambda d: d.find_element(By.ID, "travel").is_displayed(), "the time-travel banner")
        if options.screenshot:
            driver.save_screenshot(options.screenshot)
            print(f"devtools-browser-test: screenshot saved to {options.screenshot}")

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

        # A page of another origin cannot drive the inspector: forms and no-cors fetches change nothing. First
        # an action whose state both the app and the page show, so that nothing is still on its way.
        app.dispatch("incrementTapped")
        app.wait_for_count(4, "the app to apply an action after the replay")
        wait(driver, lambda d: shown_value(d, "count") == "4", "the page to show the action after the replay")
        attack_from_another_origin(driver, port, app, 4)
        wait(driver, lambda d: shown_value(d, "count") == "5", "the page to show the action after the attack")

        # App data is shown as text, never run: markup in an action name or a state value stays literal.
        hostile = '<img src=x onerror="document.title=1">'
        batch = {"session": "hostile", "app": hostile, "events": [
            {"seq": 1, "time": 0, "kind": "action", "action": {hostile: {}}, "state": {"note": hostile}}]}
        request = urllib.request.Request(f"http://127.0.0.1:{port}/app/events", data=json.dumps(batch).encode(),
                                         headers={"Content-Type": "application/json"}, method="POST")
        urllib.request.urlopen(request, timeout=TIMEOUT).read()
        wait(driver, lambda d: listed_names(d) == [hostile], "the page to list the hostile action as text")
        if shown_value(driver, "note") != json.dumps(hostile) or driver.find_elements(By.CSS_SELECTOR, "main img"):
            fail("markup sent by an app was not shown as plain text")
        if driver.title != "reduxgen DevTools":
            fail("markup sent by an app ran a script")
        print("devtools-browser-test: passed (list, filter, state tree, diff, jump, resume, export, import, "
              "foreign origin refused, text only)")
    finally:
        if driver is not None:
            driver.quit()
        if app is not None:
            app.stop()
        inspector.stop()
        shutil.rmtree(downloads, ignore_errors=True)


if __name__ == "__main__":
    main()
