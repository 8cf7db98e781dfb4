#!/usr/bin/env python3
"""Browser test of the DevTools inspector, as a developer uses it.

Starts `reduxgen devtools` on a free port and the DevToolsSampleApp (the Counter sample feature with the
DevTools middleware), dispatches actions in the app, and drives Debian's Chromium through chromedriver
(Selenium) to check that the page lists the actions and shows the state, that jumping to a past action
makes the app's store show that state (and resuming restores it), and that an exported log replays into
the app when imported. Saves a screenshot of the page (--screenshot).

Usage: scripts/devtools-browser-test.py [--bin-dir DIR] [--screenshot PATH]
Needs: chromium, chromium-driver (apt), selenium (pip). Without --bin-dir it builds the three binaries first.
"""
import argparse
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
        print("devtools-browser-test: passed (list, filter, state tree, diff, jump, resume, export, import, text only)")
    finally:
        if driver is not None:
            driver.quit()
        if app is not None:
            app.stop()
        inspector.stop()
        shutil.rmtree(downloads, ignore_errors=True)


if __name__ == "__main__":
    main()
