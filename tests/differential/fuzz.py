"""`make fuzz SECONDS=600`: random programs against PyTorch for as long as asked.

Prints how many programs agreed, then one line per family of disagreement (how many programs,
an example detail) and, for each family, the smallest program found that shows it, as a script
to paste into a regression test. Exits 1 when fewer than 99% of programs agree or when any
program hangs, lets a NumPy exception reach the user, or gives a value or gradient PyTorch does not
(issue 14's bars, and issue 29's: a wrong value is never tolerated)
"""
import argparse
import collections
import faulthandler
import random
import sys
import tempfile
import time
from pathlib import Path

from hypothesis import HealthCheck, given, seed, settings

from .compare import compare
from .runner import run
from .shrink import shrink
from .strategy import programs

SEVERE = ("hang", "numpy exception", "value", "None vs tensor")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=None, help="first Hypothesis seed (default: random)")
    parser.add_argument("--no-shrink", action="store_true")
    parser.add_argument("--family", default="", help="shrink and print only families whose name contains this")
    options = parser.parse_args(argv)
    # A crash in either library (a segfault) must still name the program that caused it: each
    # program is written to this file before it runs, and faulthandler prints the traceback.
    faulthandler.enable()
    last = Path(tempfile.gettempdir()) / "gradtable-fuzz-last-program.py"
    print(f"(each program is written to {last} before it runs)", flush=True)
    import torch

    import gradtable

    counts = collections.Counter()
    first = {}
    total = [0]
    deadline = time.monotonic() + options.seconds
    batch_seed = options.seed if options.seed is not None else random.randrange(2 ** 32)

    while time.monotonic() < deadline:
        @seed(batch_seed)
        @settings(max_examples=50, deadline=None, database=None, suppress_health_check=list(HealthCheck))
        @given(programs())
        def batch(program):
            if time.monotonic() >= deadline:
                return
            total[0] += 1
            last.write_text(program.render("gradtable"))
            found = compare(program, run(program, torch), run(program, gradtable))
            if found:
                counts[found[0].family] += 1
                first.setdefault(found[0].family, (program, found[0]))

        batch()
        batch_seed += 1

    disagreeing = sum(counts.values())
    agreeing = total[0] - disagreeing
    share = 100.0 * agreeing / max(total[0], 1)
    print(f"{total[0]} programs in {options.seconds:.0f} s: {agreeing} agree with PyTorch ({share:.2f}%), "
          f"{disagreeing} disagree in {len(counts)} families")
    for family, count in counts.most_common():
        known = first[family][1].known
        print(f"  {count:5d}  {family[0]} [{family[1]}]: {first[family][1].detail[:200]}"
              + (f"\n         (known difference: {known})" if known else ""))
    if not options.no_shrink:
        for family, count in counts.most_common():
            if options.family not in f"{family[0]} [{family[1]}]":
                continue
            program, _ = first[family]
            small = shrink(program, family, torch, gradtable)
            print(f"\n--- {family[0]} [{family[1]}] ({count} programs); smallest program found:")
            print(small.render("gradtable"))
    severe = [f for f in counts if f[0] in SEVERE]
    ok = share >= 99.0 and not severe
    print(f"\n{'PASS' if ok else 'FAIL'}: {share:.2f}% agree (bar 99%); "
          f"{sum(counts[f] for f in severe)} programs with a wrong value, gradient, hang or NumPy exception")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
