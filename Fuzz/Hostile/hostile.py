#!/usr/bin/env python3
"""A hostile-input campaign against the built `catalog` binary (issue 24).

Runs CASES commands (default 4,000) made to break the catalog: mutated scenario, baseline,
timeline, recording, console-log and catalog.yaml files (byte flips, control and bidirectional
characters, invalid UTF-8, huge and negative numbers, deep nesting, alias bombs, long lines,
times going back), hostile option values and environment variables (ESC, BEL, U+202E, newlines,
out-of-range numbers), hostile names and paths, and commands that write files (export, --junit,
--summary, --html). Each case runs the binary with a time limit and is judged:

  crash       a signal, or an exit code other than 0, 1, 2, 3 and 64
  hang        still running after the time limit (killed)
  raw escape  a control character other than a line feed or a tab, DEL, a C1 control or a
              bidirectional formatting character (U+202A-U+202E, U+2066-U+2069) on standard
              output or standard error, or in a text file the command wrote

It prints one line per finding and the counts, and exits 1 when any count is not zero. The cases
are the same for the same --seed. Usage:

  Fuzz/Hostile/hostile.py [--binary .build/debug/catalog] [--cases 4000] [--seed 24] [--jobs 2]
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "fixtures")
PROFILES = ["uikit-7", "uikit-8", "uikit-13", "uikit-17"]
# What must never reach a terminal or a written text file raw.
HOSTILE_CHARACTERS = ["\x1b", "\x07", "\u202e", "\u2066", "\x9b", "\x00", "\r", "\x7f", "\x1b]0;pwned\x07", "\x1b[2J"]
INTERESTING = list(b":-[]{}#&*!|>'\"\n\t ,.0123456789e+()@\\") + [0, 0xFF, 0xC3, 0x1B, 0x07, 0x80, 0xE2]


def forbidden(text):
    """The first character of `text` that must not be written raw, or None."""
    for character in text:
        code = ord(character)
        if character in "\n\t":
            continue
        if code < 0x20 or code == 0x7F or 0x80 <= code <= 0x9F or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069:
            return character
    return None


def mutate(data, other, rng):
    """One mutation of the bytes `data`, as the project's mutation campaign makes them."""
    result = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        position = rng.randrange(len(result)) if result else 0
        choice = rng.randrange(11)
        if choice == 0 and result:
            result[position] ^= 1 << rng.randrange(8)
        elif choice == 1:
            result.insert(position, rng.choice(INTERESTING))
        elif choice == 2 and result:
            del result[position:position + rng.randint(1, 16)]
        elif choice == 3:
            lines = bytes(result).split(b"\n")
            line = rng.choice(lines)
            result[position:position] = line + b"\n"
        elif choice == 4 and other:
            start = rng.randrange(len(other))
            result[position:position] = other[start:start + 200]
        elif choice == 5:
            result = result[:position]
        elif choice == 6:
            digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 25)))
            result[position:position] = (("-" if rng.random() < 0.5 else "") + digits).encode()
        elif choice == 7:
            result[position:position] = rng.choice(HOSTILE_CHARACTERS).encode("utf-8", "surrogatepass")
        elif choice == 8:
            result[position:position] = b"\xff\xfe\xc0\x80"
        elif choice == 9:
            result[position:position] = b"[" * rng.randint(10, 2000)
        else:
            result[position:position] = b"1e-300"
    return bytes(result)


def hostile_text(rng):
    """A word with hostile characters in it."""
    return "x" + rng.choice(HOSTILE_CHARACTERS).replace("\x00", "") + rng.choice(["", "y", "\n", "-", "/", ".yaml"])


class Campaign:
    def __init__(self, binary, seed, timeout, workspace):
        self.binary = binary
        self.rng = random.Random(seed)
        self.timeout = timeout
        self.workspace = workspace
        self.findings = []
        self.counts = {"cases": 0, "crashes": 0, "hangs": 0, "raw escapes": 0}
        self.exits = {}
        self.fixture_files = sorted(os.listdir(FIXTURES))
        self.scenarios = [f for f in self.fixture_files if f.endswith(".yaml")]
        self.baselines = [f for f in self.fixture_files if f.endswith(".timeline")]
        self.recordings = [f for f in self.fixture_files if f.endswith(".recording")]
        self.logs = sorted(os.listdir(os.path.join(FIXTURES, "console-logs")))
        self.logs = [f for f in self.logs if f.endswith(".log")]
        # A catalog of the fixtures with accepted baselines, copied for each case that writes.
        self.base = os.path.join(workspace, "base")
        os.makedirs(self.base)
        self.run_quietly(["add", FIXTURES, "--db", "catalog.sqlite"], self.base)
        self.run_quietly(["check", "--all", "--accept", "--by", "campaign", "--db", "catalog.sqlite"], self.base)

    def run_quietly(self, arguments, cwd):
        subprocess.run([self.binary] + arguments, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       env=self.environment({}), timeout=600)

    def environment(self, extra):
        environment = {"PATH": "/usr/bin:/bin", "HOME": self.workspace, "NO_COLOR": "1", "TERM": "dumb"}
        environment.update(extra)
        return environment

    def read(self, name, folder=FIXTURES):
        with open(os.path.join(folder, name), "rb") as handle:
            return handle.read()

    def new_folder(self, index, with_catalog=False):
        folder = os.path.join(self.workspace, "case-%05d" % index)
        os.makedirs(folder)
        if with_catalog:
            shutil.copy(os.path.join(self.base, "catalog.sqlite"), os.path.join(folder, "catalog.sqlite"))
        return folder

    # MARK: - Cases

    def make_case(self, index):
        """(arguments, folder, environment, written files to check) of case `index`."""
        rng = random.Random(self.case_seeds[index])
        kind = index % 12
        if kind in (0, 1):  # a mutated scenario file, replayed or stored
            folder = self.new_folder(index, with_catalog=kind == 1)
            source = self.read(rng.choice(self.scenarios))
            other = self.read(rng.choice(self.scenarios))
            name = rng.choice(["s.yaml", "s.json", "s.yml"])
            with open(os.path.join(folder, name), "wb") as handle:
                handle.write(mutate(source, other, rng))
            command = rng.choice([
                ["run", name, "--profile", "all"], ["run", name, "--format", rng.choice(["json", "jsonl", "mermaid", "trace"])],
                ["add", name], ["explain", name, "--profile", rng.choice(PROFILES)],
                ["diff", name, "--profile", "uikit-13", "--against", "uikit-17"], ["run", name, "--strict"],
                ["report", name, "--output", "page.html"],
            ])
            return command, folder, {}, ["page.html"]
        if kind == 2:  # a mutated baseline file in a checked, imported or diffed folder
            folder = self.new_folder(index)
            scenario = rng.choice(self.scenarios)
            stem = scenario[:-5]
            shutil.copy(os.path.join(FIXTURES, scenario), os.path.join(folder, scenario))
            candidates = [b for b in self.baselines if b.startswith(stem + ".")] or self.baselines
            baseline = rng.choice(candidates)
            with open(os.path.join(folder, baseline), "wb") as handle:
                handle.write(mutate(self.read(baseline), self.read(rng.choice(self.baselines)), rng))
            command = rng.choice([
                ["check", ".", "--junit", "check.xml", "--summary", "summary.md", "--html", "check.html"],
                ["import", "."], ["diff", baseline, os.path.join(FIXTURES, rng.choice(self.baselines))],
                ["check", ".", "--accept", "--by", "campaign"],
            ])
            return command, folder, {}, ["check.xml", "summary.md", "check.html", baseline]
        if kind == 3:  # a mutated recording or console log
            folder = self.new_folder(index, with_catalog=True)
            if rng.random() < 0.5:
                recording = rng.choice(self.recordings)
                with open(os.path.join(folder, recording), "wb") as handle:
                    handle.write(mutate(self.read(recording), self.read(rng.choice(self.recordings)), rng))
                scenario = recording.split(".")[0]
                command = rng.choice([
                    ["record", "import", recording, "--scenario", scenario], ["diff", recording],
                    ["calibrate", scenario, "--profile", rng.choice(PROFILES)],
                ])
            else:
                log = rng.choice(self.logs)
                logs = os.path.join(FIXTURES, "console-logs")
                with open(os.path.join(folder, log), "wb") as handle:
                    handle.write(mutate(self.read(log, logs), self.read(rng.choice(self.logs), logs), rng))
                scenario = log.split(".")[0]
                command = ["record", "import", log, "--scenario", scenario]
            return command, folder, {}, []
        if kind == 4:  # a mutated catalog.yaml
            folder = self.new_folder(index)
            for name in self.fixture_files:
                if name.startswith("dimming-presentation."):
                    shutil.copy(os.path.join(FIXTURES, name), os.path.join(folder, name))
            seed = b"profiles: [uikit-8, uikit-17]\nignoreTime: false\nkinds: [call, callback, block]\nallowNew: false\n"
            with open(os.path.join(folder, "catalog.yaml"), "wb") as handle:
                handle.write(mutate(seed, seed, rng))
            return ["check", ".", "--junit", "check.xml"], folder, {}, ["check.xml"]
        if kind in (5, 6):  # a hostile option value
            folder = self.new_folder(index, with_catalog=True)
            value = hostile_text(rng) if rng.random() < 0.8 else rng.choice(
                ["99999999999999999999", "-1", "0", "", "1e308", "nan", "9223372036854775808"])
            command = rng.choice([
                ["run", "dimming-presentation", "--profile", value], ["check", "--all", "--shard", value],
                ["diff", "dimming-presentation", "--kinds", value], ["list", "--format", value],
                ["diff", "dimming-presentation", "--profile", "uikit-13", "--against", "uikit-17", "--side-by-side",
                 "--width", value], ["list", "--color", value], ["accept", "--group", value],
                ["accept", "--all", "--by", value], ["list", "--tag", value], ["show", value], ["rm", value],
                ["diff", value, "1"], ["explain", value], ["baselines", "--history", value],
                ["show", "dimming-presentation", "--limit", value], ["run", value],
                ["diff", "dimming-presentation", "--context", value], ["explain", "dimming-presentation", "--event", value],
                ["export", "--to", value], ["check", value], ["list", "--db", value],
                ["list", "--db", "postgres://u@h:5432/d?statement_timeout=" + value],
            ])
            return command, folder, {}, []
        if kind == 7:  # hostile environment variables
            folder = self.new_folder(index, with_catalog=True)
            variable = rng.choice(["CATALOG_USER", "CATALOG_DB", "PGCONNECT_TIMEOUT", "CATALOG_STATEMENT_TIMEOUT",
                                   "COLUMNS", "USER", "LOGNAME"])
            value = hostile_text(rng)
            if variable in ("PGCONNECT_TIMEOUT", "CATALOG_STATEMENT_TIMEOUT"):
                command = ["list", "--db", "postgres://u@127.0.0.1:1/d"]
            else:
                command = rng.choice([["accept", "--all"], ["list"], ["review", "--group", "1"], ["check", "--all"],
                                      ["import", FIXTURES]])
            return command, folder, {variable: value.replace("\x00", "")}, []
        if kind == 8:  # hostile names in scenario files, then commands that write files
            folder = self.new_folder(index)
            # A summary whose double-quoted escapes make control characters in the value.
            escapes = rng.choice(["\\e]0;pwned\\a", "\\e[2J", "\\u202E", "\\x9b", "\\r", "\\u2066"])
            lines = self.read("dimming-presentation.yaml").decode().split("\n")
            lines = ['summary: "a %s b"' % escapes if line.startswith("summary:") else line for line in lines]
            with open(os.path.join(folder, "d.yaml"), "w") as handle:
                handle.write("\n".join(lines))
            command = rng.choice([["add", "d.yaml"], ["run", "d.yaml"], ["show", "d.yaml"]])
            return command, folder, {}, []
        if kind == 9:  # export, report and show of the catalog after hostile names were stored
            folder = self.new_folder(index, with_catalog=True)
            value = hostile_text(rng)
            self.run_quietly(["accept", "--all", "--by", value], folder)
            command = rng.choice([
                ["export", "--to", "out"], ["baselines"], ["show", "dimming-presentation"],
                ["check", "--all", "--junit", "check.xml", "--summary", "summary.md", "--html", "check.html"],
                ["report", "dimming-presentation", "--output", "page.html"],
            ])
            return command, folder, {}, ["out", "check.xml", "summary.md", "check.html", "page.html"]
        if kind == 10:  # hostile paths and file names
            folder = self.new_folder(index)
            name = "in" + rng.choice(HOSTILE_CHARACTERS).replace("\x00", "").replace("/", "") + "x"
            os.makedirs(os.path.join(folder, name))
            shutil.copy(os.path.join(FIXTURES, "dimming-presentation.yaml"), os.path.join(folder, name, "a.yaml"))
            with open(os.path.join(folder, name, "b" + name[2:] + ".yaml"), "wb") as handle:
                handle.write(b"name: [\n")
            command = rng.choice([["add", name], ["import", name], ["check", name], ["run", name],
                                  ["run", os.path.join(name, "missing.yaml")], ["list", "--db", name + "/c.sqlite"]])
            return command, folder, {}, []
        # kind 11: a scenario made large: long chains, many steps, many events
        folder = self.new_folder(index)
        steps = rng.choice([9_999, 10_001, 15_000, 2_000])
        chain = rng.random() < 0.5
        lines = ["name: big", "window: A", "controllers: {A: {}, B: {}}", "steps:"]
        for step in range(steps):
            if chain:
                lines.append("  - {inspect: [A]%s}" % (', at: "+0"' if step else ""))
            else:
                lines.append("  - {present: B, from: A}" if step % 2 == 0 else "  - {dismiss: B}")
        with open(os.path.join(folder, "big.yaml"), "w") as handle:
            handle.write("\n".join(lines) + "\n")
        command = rng.choice([["run", "big.yaml", "--profile", "all"], ["add", "big.yaml"], ["run", "big.yaml",
                              "--format", "jsonl"]])
        return command, folder, {}, []

    # MARK: - Judging

    @staticmethod
    def snapshot(folder):
        """Every file under `folder` with its bytes: what the command found there."""
        files = {}
        for root, _, names in os.walk(folder):
            for name in names:
                path = os.path.join(root, name)
                with open(path, "rb") as handle:
                    data = handle.read()
                # Catalog databases (whatever their name, such as a CATALOG_DB the case chose) and
                # their WAL files are SQLite's binary files, not text.
                if data.startswith(b"SQLite format 3\x00") or name.endswith(("-wal", "-shm", "-journal")):
                    continue
                files[path] = data
        return files

    def judge(self, index):
        arguments, folder, extra, _ = self.make_case(index)
        arguments = [a.replace("\x00", "") for a in arguments]
        before = self.snapshot(folder)
        try:
            process = subprocess.run([self.binary] + arguments, cwd=folder, capture_output=True,
                                     env=self.environment(extra), timeout=self.timeout)
            code = process.returncode
            outputs = [("stdout", process.stdout), ("stderr", process.stderr)]
        except subprocess.TimeoutExpired:
            return index, arguments, "hang", None
        if code < 0 or code not in (0, 1, 2, 3, 64):
            return index, arguments, "crash", "exit %d: %s" % (code, process.stderr[-300:])
        for name, data in outputs:
            character = forbidden(data.decode("utf-8", "replace"))
            if character is not None:
                return index, arguments, "raw escape", "%s holds U+%04X" % (name, ord(character))
        # Every text file the command wrote (made or changed), wherever it wrote it in the folder.
        for path, data in self.snapshot(folder).items():
            if before.get(path) == data:
                continue
            character = forbidden(data.decode("utf-8", "replace"))
            if character is not None:
                return index, arguments, "raw escape", "%s holds U+%04X" % (os.path.relpath(path, folder), ord(character))
        shutil.rmtree(folder, ignore_errors=True)
        return index, arguments, None, code

    def run(self, cases, jobs):
        # Cases are made in order (the generator is shared), then run on `jobs` threads.
        indices = list(range(cases))
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            for index, arguments, verdict, detail in pool.map(self.judge, indices):
                self.counts["cases"] += 1
                if verdict is None:
                    self.exits[detail] = self.exits.get(detail, 0) + 1
                    continue
                key = {"crash": "crashes", "hang": "hangs", "raw escape": "raw escapes"}[verdict]
                self.counts[key] += 1
                shown = " ".join(repr(a) if forbidden(a) or " " in a else a for a in arguments)
                print("case %d: %s: catalog %s%s" % (index, verdict, shown, (": " + str(detail)) if detail else ""))
                sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "catalog"))
    parser.add_argument("--cases", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=60)
    options = parser.parse_args()
    workspace = tempfile.mkdtemp(prefix="catalog-hostile-")
    try:
        campaign = Campaign(os.path.abspath(options.binary), options.seed, options.timeout, workspace)
        # Each case's generator is seeded from its own number, drawn here in order, so that the
        # cases are the same whatever order the threads run them in.
        campaign.case_seeds = [campaign.rng.random() for _ in range(options.cases)]
        campaign.run(options.cases, options.jobs)
    finally:
        shutil.rmtree(workspace, ignore_errors=True)
    counts = campaign.counts
    print("hostile campaign: %d cases (seed %d, %s): %d crashes, %d hangs, %d raw escapes; exits %s" % (
        counts["cases"], options.seed, os.path.relpath(options.binary, ROOT), counts["crashes"], counts["hangs"],
        counts["raw escapes"], dict(sorted(campaign.exits.items()))))
    return 0 if counts["crashes"] == counts["hangs"] == counts["raw escapes"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
