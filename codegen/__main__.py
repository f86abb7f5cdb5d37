"""`python -m gradtable.codegen`: generate, check or list the op table.

    python -m gradtable.codegen            write generated/*.py from derivatives.yaml
    python -m gradtable.codegen --check    fail if generated/ differs from what the table gives
    python -m gradtable.codegen --list     print each op: inputs, formulas, what it saves
"""
import argparse
import sys

from .entry import TableError
from .generate import ROOT, check, generate, list_table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gradtable.codegen", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when generated/ is stale")
    parser.add_argument("--list", action="store_true", help="print the table")
    parser.add_argument("--table", default=str(ROOT / "derivatives.yaml"))
    parser.add_argument("--out", default=str(ROOT / "generated"))
    args = parser.parse_args(argv)
    try:
        if args.list:
            print(list_table(args.table))
            return 0
        if args.check:
            stale = check(args.table, args.out)
            if stale:
                print("generated/ is out of date with derivatives.yaml: " + ", ".join(stale)
                      + "\nRun `make generate` and commit the result.", file=sys.stderr)
                return 1
            print("generated/ matches derivatives.yaml")
            return 0
        written = generate(args.table, args.out)
        print(f"wrote {', '.join(written)}")
        return 0
    except TableError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
