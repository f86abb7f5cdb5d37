"""The torch_suite gate (tests/torch_suite_gate.py) flags regressions and unlisted passes, and nothing else."""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import torch_suite_gate as gate  # noqa: E402


def _results(**outcomes):
    """A results.json of core tests: name -> (gradtable outcome, calibrated)."""
    tests = {name: {"category": "hooks", "gradtable": outcome, "calibrated": calibrated, "cause": "boom"}
             for name, (outcome, calibrated) in outcomes.items()}
    tests["c::T.test_complex"] = {"category": "complex", "gradtable": "pass", "calibrated": True}
    return {"tests": tests}


def test_a_listed_test_that_fails_is_a_regression():
    problems, _ = gate.check(_results(a=("pass", True), b=("fail", True)), {"a", "b"})
    assert problems == ["REGRESSION: b now fail: boom"]


def test_an_unlisted_pass_is_named_without_failing_and_out_of_scope_tests_are_ignored():
    problems, notes = gate.check(_results(a=("pass", True), b=("pass", True)), {"a"})
    assert problems == []
    assert notes[0] == "now passes, not yet listed (`--write` adds it): b"
    assert "passes 2 of 2 calibrated core tests (100.0%)" in notes[1]


def test_a_listed_test_torch_did_not_pass_here_is_not_counted():
    problems, notes = gate.check(_results(a=("pass", True), b=("error", False)), {"a", "b"})
    assert problems == []
    assert "not calibrated in this run" in notes[1]


def test_a_listed_test_missing_from_the_run_is_reported():
    problems, _ = gate.check(_results(a=("pass", True)), {"a", "gone"})
    assert problems == ["listed but not in this run (renamed or removed? delete its line): gone"]


def test_main_writes_then_accepts_its_own_list(tmp_path, capsys):
    results = tmp_path / "results.json"
    results.write_text(json.dumps(_results(a=("pass", True), b=("fail", True))))
    listing = tmp_path / "passes.txt"
    assert gate.main([str(results), "--list", str(listing), "--write"]) == 0
    assert gate.read_list(listing) == {"a"}
    assert gate.main([str(results), "--list", str(listing)]) == 0
    listing.write_text("a\nb  # a comment\ngone\n")
    assert gate.main([str(results), "--list", str(listing)]) == 1
    assert "REGRESSION: b now fail" in capsys.readouterr().out
    assert gate.main([str(results), "--list", str(listing), "--write"]) == 0
    assert gate.read_list(listing) == {"a", "b"}   # a failing listed test stays; a vanished one goes
