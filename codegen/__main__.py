"""`python -m gradtable.codegen`: generate, check or list an op table.

    python -m gradtable.codegen            write generated/*.py from derivatives.yaml
    python -m gradtable.codegen --check    fail if generated/ differs from what the table gives
    python -m gradtable.codegen --list     print each op: inputs, formulas, what it saves

Your own table (the same schema, see derivatives.yaml's header; codegen/user_table.py):

    python -m gradtable.codegen my_ops.yaml --package my_ops --out DIR    write DIR/my_ops/
    python -m gradtable.codegen my_ops.yaml --package my_ops --out DIR --check
    python -m gradtable.codegen my_ops.yaml --package my_ops --out DIR --check-op NAME
        gradcheck, gradgradcheck, forward mode and (where PyTorch has the op) PyTorch as oracle,
        as `make check-op` runs for a built-in op
"""
import argparse
import sys

from .entry import TableError
from .generate import ROOT, check, generate, list_table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gradtable.codegen", description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="\n".join(__doc__.splitlines()[1:]))
    parser.add_argument("user_table", nargs="?", help="a user table to compile into its own package (with --package)")
    parser.add_argument("--package", help="the package a user table is compiled into, e.g. my_ops")
    parser.add_argument("--check", action="store_true", help="fail when the generated files are stale")
    parser.add_argument("--check-op", metavar="NAME", help="run every check on the user table's op NAME")
    parser.add_argument("--list", action="store_true", help="print the table")
    parser.add_argument("--table", default=str(ROOT / "derivatives.yaml"))
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    try:
        if args.user_table is not None or args.package is not None:
            return _user_table(parser, args)
        if args.check_op:
            parser.error("--check-op is for a user table; for a built-in op run `make check-op OP=<name>`")
        out = args.out or str(ROOT / "generated")
        if args.list:
            print(list_table(args.table))
            return 0
        if args.check:
            stale = check(args.table, out)
            if stale:
                print("generated/ is out of date with derivatives.yaml: " + ", ".join(stale)
                      + "\nRun `make generate` and commit the result.", file=sys.stderr)
                return 1
            print("generated/ matches derivatives.yaml")
            return 0
        written = generate(args.table, out)
        print(f"wrote {', '.join(written)}")
        return 0
    except TableError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2


def _user_table(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from .user_table import check_package, compile_table, load_user_table

    if args.user_table is None or args.package is None:
        parser.error("a user table needs both the table and --package (python -m gradtable.codegen my_ops.yaml "
                     "--package my_ops --out DIR)")
    out = args.out or "."
    if args.list:
        print(list_table(args.user_table, load_user_table(args.user_table, args.package)[0]))
        return 0
    if args.check_op:
        from .check_op import check_op

        return check_op(args.user_table, args.package, out, args.check_op)
    if args.check:
        stale = check_package(args.user_table, args.package, out)
        if stale:
            print(f"{args.package} is out of date with {args.user_table}: {', '.join(stale)}\nRun "
                  f"python -m gradtable.codegen {args.user_table} --package {args.package} --out {out}",
                  file=sys.stderr)
            return 1
        print(f"{args.package} matches {args.user_table}")
        return 0
    print(f"wrote {', '.join(compile_table(args.user_table, args.package, out))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
