"""The gate over PyTorch's own autograd tests (`make torch-suite`; CI runs it).

`../shared/torch_suite/run.sh` runs PyTorch's test_autograd.py and test_functional.py twice, on torch and with
`torch` resolving to gradtable, and writes `results.json`. This script reads it and fails when a test listed in
`tests/torch_suite_expected_passes.txt` does not pass on gradtable (a regression). A core test that passes and
is not listed is named (progress: run with `--write` to add it, so it can never silently break again) without
failing the gate: several people land changes in parallel, and a test one of them fixed in passing must not
turn the next landing red. The list only grows: it is a ratchet.

A listed test that torch itself did not pass in this run (not calibrated: e.g. the C++ extension build timed
out on a slow machine) is reported and not counted against gradtable: it says nothing about gradtable.

    python tests/torch_suite_gate.py RESULTS_JSON [--list FILE] [--write]

`--write` adds to the list every core test that passed in this run (and drops lines naming tests the run
does not have); a listed test that fails stays listed.
"""
import argparse
import json
import sys
from pathlib import Path

# PyTorch's categories outside gradtable's scope (the suite's README: "core" leaves them out).
OUT_OF_SCOPE = frozenset({"complex", "sparse", "nested", "jit/compile", "backend-specific"})
DEFAULT_LIST = Path(__file__).with_name("torch_suite_expected_passes.txt")


def read_list(path):
    """The test ids in `path`: one per line; blank lines and `#` comments ignored."""
    lines = (line.split("#", 1)[0].strip() for line in Path(path).read_text().splitlines())
    return {line for line in lines if line}


def core_outcomes(results):
    """{test id: gradtable's outcome} for every calibrated core test, and the ids torch did not pass."""
    core, uncalibrated = {}, set()
    for test_id, record in results["tests"].items():
        if record.get("category") in OUT_OF_SCOPE:
            continue
        if record.get("calibrated"):
            core[test_id] = record.get("gradtable")
        else:
            uncalibrated.add(test_id)
    return core, uncalibrated


def check(results, expected):
    """(problems, notes): a problem is a listed test that fails; a note names an unlisted test that passes."""
    core, uncalibrated = core_outcomes(results)
    passing = {test_id for test_id, outcome in core.items() if outcome == "pass"}
    problems = []
    for test_id in sorted(expected - passing):
        if test_id in uncalibrated:
            continue
        if test_id not in core:
            problems.append(f"listed but not in this run (renamed or removed? delete its line): {test_id}")
        else:
            record = results["tests"][test_id]
            cause = record.get("cause") or record.get("gt_msg") or ""
            problems.append(f"REGRESSION: {test_id} now {core[test_id]}: {cause}")
    notes = [f"now passes, not yet listed (`--write` adds it): {test_id}" for test_id in sorted(passing - expected)]
    skipped = sorted(expected & uncalibrated)
    notes += [f"torch_suite gate: gradtable passes {len(passing)} of {len(core)} calibrated core tests "
               f"({100 * len(passing) / max(len(core), 1):.1f}%); the list names {len(expected)}"]
    if skipped:
        notes.append(f"{len(skipped)} listed tests were not calibrated in this run (torch did not pass them "
                       f"here), not counted: {', '.join(skipped)}")
    return problems, notes


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", help="results.json written by ../shared/torch_suite/run.sh --out DIR")
    parser.add_argument("--list", default=str(DEFAULT_LIST), help="the expected-passes list")
    parser.add_argument("--write", action="store_true", help="rewrite the list from this run")
    args = parser.parse_args(argv)
    results = json.loads(Path(args.results).read_text())
    if args.write:
        core, uncalibrated = core_outcomes(results)
        listed = read_list(args.list) if Path(args.list).exists() else set()
        passing = sorted({test_id for test_id, outcome in core.items() if outcome == "pass"}
                         | (listed & (core.keys() | uncalibrated)))
        header = ("# PyTorch's own autograd tests gradtable passes (tests/torch_suite_gate.py; `make torch-suite`).\n"
                  "# A ratchet: every line must keep passing; a newly passing test is added here.\n")
        Path(args.list).write_text(header + "".join(f"{test_id}\n" for test_id in passing))
        print(f"wrote {len(passing)} tests to {args.list}")
        return 0
    problems, notes = check(results, read_list(args.list))
    for line in notes + problems:
        print(line)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
