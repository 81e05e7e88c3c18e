"""The client against a scripted server (tests/support.py): URLs, credentials, retries and their bounds, the ETag
cache, the typed errors, paging, text answers and gzip, every method's request; and the package itself (Python 3.9
syntax, the build backend). No network beyond 127.0.0.1, no real waiting: sleeps are recorded, not slept."""

from __future__ import annotations

import ast
import datetime
import base64
import hashlib
import inspect
import keyword
import os
import sys
import tempfile
import unittest
import urllib.parse
import zipfile
from typing import Any, List

import koyomi_api
from koyomi_api import (
    METHODS,
    OPERATIONS,
    EtagCache,
    HealthUnavailableError,
    InvalidParameterError,
    KoyomiClient,
    KoyomiError,
    OutOfCoverageError,
    RangeTooLongError,
    RateLimitedError,
    Retry,
    RetryEvent,
    ServiceBusyError,
    UnexpectedResponseError,
    parameter_text,
    retry_after_seconds,
)
from koyomi_api.errors import ERROR_CLASSES, DataUnavailableError, error_class

from support import Answer, ScriptedServer, error_body

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Scripted(unittest.TestCase):
    """A scripted server per test, and a client of it whose sleeps are recorded."""

    def setUp(self) -> None:
        self.server = ScriptedServer()
        self.slept: List[float] = []
        self.addCleanup(self.server.close)

    def client(self, **options: Any) -> KoyomiClient:
        options.setdefault("sleep", self.slept.append)
        return KoyomiClient(self.server.url, **options)

    def path(self, i: int = -1) -> str:
        return self.server.requests[i][0]

    def header(self, name: str, i: int = -1) -> Any:
        return self.server.requests[i][1].get(name.lower())


class UrlsTest(Scripted):
    def test_pretty_paths_and_query(self) -> None:
        koyomi = self.client()
        koyomi.day("2026-01-01", view="lite", lang="en")
        self.assertEqual(self.path(), "/gw/day/2026-01-01?view=lite&lang=en")
        koyomi.birth_chart("1990-05-05T14:30+09:00", sex="male")
        self.assertEqual(self.path(), "/gw/birth/1990-05-05T14:30+09:00?sex=male")
        koyomi.find(start=datetime.date(2026, 1, 1), end="2026-12-31", rokuyou=["taian", "tomobiki"], holiday=False, limit=5)
        self.assertEqual(self.path(), "/gw/find?start=2026-01-01&end=2026-12-31&rokuyou=taian%2Ctomobiki&holiday=false&limit=5")
        koyomi.gotobi(2026, 5, roll="next")
        self.assertEqual(self.path(), "/gw/business/gotobi/2026/5?roll=next")
        koyomi.bulk([2025, 2026])
        self.assertEqual(self.path(), "/gw/bulk/2025,2026")

    def test_a_path_prefix_is_kept(self) -> None:
        KoyomiClient(self.server.url + "/api/").url("getDay", {"date": "2026-01-01"})
        self.assertEqual(KoyomiClient("https://koyomi.example/api/").url("getDay", {"date": "2026-01-01"}), "https://koyomi.example/api/gw/day/2026-01-01")

    def test_dates_and_datetimes(self) -> None:
        jst = datetime.timezone(datetime.timedelta(hours=9))
        self.assertEqual(parameter_text(datetime.datetime(1990, 5, 5, 14, 30, tzinfo=jst)), "1990-05-05T14:30+09:00")
        self.assertEqual(parameter_text(datetime.datetime(1990, 5, 5, 14, 30, 15)), "1990-05-05T14:30:15")
        self.assertEqual(parameter_text(datetime.date(2026, 1, 1)), "2026-01-01")
        self.assertEqual(parameter_text(True), "true")
        self.assertEqual(parameter_text(141.35), "141.35")
        self.assertEqual(parameter_text(("a", 2)), "a,2")
        with self.assertRaises(TypeError):
            parameter_text(object())

    def test_query_style(self) -> None:
        gateway = self.client(query_style=True)
        gateway.birth_chart("1990-05-05T14:30+09:00", sex="male")
        self.assertEqual(self.path(), "/gw.php?fn=birth&at=1990-05-05T14%3A30%2B09%3A00&sex=male")
        gateway.add_business_days("2026-12-28", 3, calendar="government")
        self.assertEqual(self.path(), "/gw.php?fn=business_add&date=2026-12-28&days=3&calendar=government")
        gateway.calendar_feed(include="holiday")  # no gw.php form: its own path
        self.assertEqual(self.path(), "/gw/calendar.ics?include=holiday")
        for operation, spec in OPERATIONS.items():
            self.assertEqual(spec.fn is None, operation in ("getCalendarFeed", "getChangesFeed", "getLlmsTxt"), operation)

    def test_lang_default(self) -> None:
        english = self.client(lang="en")
        english.day("2026-01-01")
        self.assertEqual(self.path(), "/gw/day/2026-01-01?lang=en")
        english.day("2026-01-01", lang="ja")
        self.assertEqual(self.path(), "/gw/day/2026-01-01?lang=ja")
        english.glossary()  # takes no lang
        self.assertEqual(self.path(), "/gw/glossary")

    def test_a_missing_path_parameter(self) -> None:
        with self.assertRaises(TypeError):
            self.client().url("getDay", {})


class HeadersTest(Scripted):
    def test_credentials_and_headers(self) -> None:
        self.client().health()
        self.assertIsNone(self.header("authorization"))
        self.assertEqual(self.header("accept-encoding"), "gzip")
        self.assertTrue(self.header("user-agent").startswith("koyomi-api-client-python/"))
        self.client(token="T0K3N").health()
        self.assertEqual(self.header("authorization"), "Bearer T0K3N")
        self.client(api_key="key", proxy_secret="secret", subscription="PRO", headers={"X-Extra": "1"}).health(headers={"x-extra": "2"})
        self.assertEqual(self.header("x-gw-api-key"), "key")
        self.assertEqual(self.header("x-gw-proxy-secret"), "secret")
        self.assertEqual(self.header("x-gw-subscription"), "PRO")
        self.assertEqual(self.header("x-extra"), "2")  # the call's header wins

    def test_gzip_and_text(self) -> None:
        self.server.answer(Answer(200, {"ok": True, "n": "日本"}, gzipped=True))
        self.assertEqual(self.client().health(), {"ok": True, "n": "日本"})
        self.server.answer(Answer(200, "\ufeffiso,y\r\n2026-01-01,2026\r\n", {"Content-Type": "text/csv; charset=utf-8"}, gzipped=True))
        self.assertEqual(self.client().day("2026-01-01", format="csv"), "iso,y\r\n2026-01-01,2026\r\n")
        self.server.answer(Answer(200, "BEGIN:VCALENDAR\r\n"))
        self.assertEqual(self.client().instants(2026, format="ics"), "BEGIN:VCALENDAR\r\n")
        self.server.answer(Answer(200, "# llms.txt\n"))
        self.assertEqual(self.client().llms_txt(), "# llms.txt\n")


class RetryTest(Scripted):
    def test_a_429_is_retried_after_retry_after(self) -> None:
        events: List[RetryEvent] = []
        self.server.answer(
            Answer(429, error_body("RATE_LIMITED"), {"Retry-After": "2"}),
            Answer(429, error_body("RATE_LIMITED"), {"Retry-After": "3"}),
            Answer(200, {"ok": True}),
        )
        self.assertEqual(self.client(on_retry=events.append).health(), {"ok": True})
        self.assertEqual(self.slept, [2.0, 3.0])
        self.assertEqual([e.attempt for e in events], [1, 2])
        self.assertIsInstance(events[0].error, RateLimitedError)
        self.assertEqual(events[0].error.retry_after, 2.0)
        self.assertEqual(events[0].operation, "getHealth")

    def test_at_most_max_retries(self) -> None:
        self.server.answer(*[Answer(429, error_body("RATE_LIMITED"), {"Retry-After": "1"}) for _ in range(5)])
        with self.assertRaises(RateLimitedError) as caught:
            self.client(retry=Retry(max_retries=2)).health()
        self.assertEqual(self.slept, [1.0, 1.0])
        self.assertEqual(len(self.server.requests), 3)
        self.assertEqual(caught.exception.status, 429)

    def test_at_most_max_total_wait(self) -> None:
        self.server.answer(
            Answer(429, error_body("RATE_LIMITED"), {"Retry-After": "4"}),
            Answer(429, error_body("RATE_LIMITED"), {"Retry-After": "7"}),
        )
        with self.assertRaises(RateLimitedError) as caught:
            self.client(retry=Retry(max_retries=5, max_total_wait=10)).health()
        self.assertEqual(self.slept, [4.0])  # 4 + 7 > 10: raised at once
        self.assertEqual(caught.exception.retry_after, 7.0)

    def test_off(self) -> None:
        self.server.answer(Answer(429, error_body("RATE_LIMITED"), {"Retry-After": "1"}))
        with self.assertRaises(RateLimitedError):
            self.client(retry=False).health()
        self.assertEqual(self.slept, [])

    def test_503_with_retry_after_only(self) -> None:
        self.server.answer(Answer(503, error_body("SERVICE_BUSY"), {"Retry-After": "5"}), Answer(200, "BEGIN:VCALENDAR\r\n"))
        self.assertEqual(self.client().calendar_feed(), "BEGIN:VCALENDAR\r\n")
        self.assertEqual(self.slept, [5.0])
        self.server.answer(Answer(503, error_body("DATA_UNAVAILABLE", date="2026-01-01")))
        with self.assertRaises(DataUnavailableError) as caught:
            self.client().day("2026-01-01")
        self.assertEqual(self.slept, [5.0])
        self.assertEqual(caught.exception.date, "2026-01-01")
        self.server.answer(Answer(503, error_body("SERVICE_BUSY"), {"Retry-After": "5"}))
        with self.assertRaises(ServiceBusyError):
            self.client(retry=False).calendar_feed()

    def test_a_429_without_retry_after(self) -> None:
        self.server.answer(Answer(429, error_body("RATE_LIMITED")), Answer(200, {"ok": True}))
        self.client(retry=Retry(default_wait=0.5)).health()
        self.assertEqual(self.slept, [0.5])

    def test_retry_after_forms(self) -> None:
        self.assertEqual(retry_after_seconds("120"), 120.0)
        self.assertEqual(retry_after_seconds(" 3 "), 3.0)
        now = datetime.datetime(2026, 6, 1, 0, 0, 0, tzinfo=datetime.timezone.utc).timestamp()
        self.assertEqual(retry_after_seconds("Mon, 01 Jun 2026 00:00:30 GMT", now=now), 30.0)
        self.assertEqual(retry_after_seconds("Sun, 31 May 2026 00:00:00 GMT", now=now), 0.0)
        self.assertIsNone(retry_after_seconds("soon"))
        self.assertIsNone(retry_after_seconds(None))


class EtagTest(Scripted):
    def test_revalidation_answers_the_kept_body(self) -> None:
        koyomi = self.client(etag_cache=True)
        self.server.answer(Answer(200, {"ok": True, "day": {"iso": "2026-01-01"}}, {"ETag": '"abc"'}), Answer(304, None, {"ETag": '"abc"'}))
        first = koyomi.day("2026-01-01")
        self.assertIsNone(self.header("if-none-match"))
        first["day"]["iso"] = "changed by the caller"
        second = koyomi.day("2026-01-01")
        self.assertEqual(self.header("if-none-match"), '"abc"')
        self.assertEqual(second, {"ok": True, "day": {"iso": "2026-01-01"}})  # a fresh copy
        self.assertEqual(len(koyomi.etag_cache or []), 1)

    def test_a_304_with_nothing_kept(self) -> None:
        self.server.answer(Answer(304))
        with self.assertRaises(UnexpectedResponseError) as caught:
            self.client().day("2026-01-01", headers={"If-None-Match": '"x"'})
        self.assertEqual(caught.exception.status, 304)

    def test_the_cache_is_bounded(self) -> None:
        cache = EtagCache(max_entries=2, max_chars=10)
        cache.put("a", "1", "aaaa")
        cache.put("b", "2", "bbbb")
        cache.get("a")  # a is now the most recently used
        cache.put("c", "3", "cc")
        self.assertEqual((cache.get("a"), cache.get("b"), cache.get("c")), (("1", "aaaa"), None, ("3", "cc")))
        cache.put("d", "4", "dddddd")  # 4 + 2 + 6 > 10: the least recently used go
        self.assertIsNone(cache.get("a"))
        cache.put("e", "5", "x" * 11)  # longer than the whole cache: never kept
        self.assertIsNone(cache.get("e"))
        self.assertLessEqual(len(cache), 2)


class ErrorsTest(Scripted):
    def test_a_class_per_code_with_the_body_fields(self) -> None:
        self.server.answer(Answer(400, error_body("INVALID_PARAMETER", "rokuyou: unknown", parameter="rokuyou", value="x", hint="try taian", docs="https://x")))
        with self.assertRaises(InvalidParameterError) as caught:
            self.client().find(start="2026-01-01", end="2026-01-31", rokuyou="x")
        error = caught.exception
        self.assertEqual((error.status, error.code, error.error), (400, "INVALID_PARAMETER", "rokuyou: unknown"))
        self.assertEqual((error.parameter, error.value), ("rokuyou", "x"))
        self.assertEqual((error.body or {}).get("hint"), "try taian")  # a field newer than this client: in body
        self.assertEqual(error.operation, "getFind")
        self.assertIn("/gw/find?", error.url)
        self.assertIsNone(error.coverage)
        self.assertIn("INVALID_PARAMETER (400)", str(error))

    def test_more_codes(self) -> None:
        self.server.answer(
            Answer(404, error_body("OUT_OF_COVERAGE", date="1850-01-01", coverage={"from": 2026, "to": 2026})),
            Answer(403, error_body("RANGE_TOO_LONG", start="2026-01-01", end="2026-03-01", maxDays=31)),
            Answer(418, error_body("SOMETHING_NEW")),
            Answer(503, {"ok": False, "error": "no manifest", "reason": "MANIFEST_UNAVAILABLE"}),
            Answer(502, "<html>bad gateway</html>", {"Content-Type": "text/html"}),
        )
        with self.assertRaises(OutOfCoverageError) as coverage:
            self.client().day("1850-01-01")
        self.assertEqual(coverage.exception.coverage, {"from": 2026, "to": 2026})
        with self.assertRaises(RangeTooLongError) as too_long:
            self.client().range("2026-01-01", "2026-03-01")
        self.assertEqual(too_long.exception.max_days, 31)
        with self.assertRaises(KoyomiError) as unknown:
            self.client().day("2026-01-01")
        self.assertIs(type(unknown.exception), KoyomiError)
        self.assertEqual(unknown.exception.code, "SOMETHING_NEW")
        with self.assertRaises(HealthUnavailableError) as health:
            self.client().health()
        self.assertEqual(health.exception.code, "MANIFEST_UNAVAILABLE")
        with self.assertRaises(UnexpectedResponseError) as unexpected:
            self.client().health()
        self.assertIn("bad gateway", unexpected.exception.error)

    def test_the_classes(self) -> None:
        for code, cls in ERROR_CLASSES.items():
            self.assertEqual(cls.CODE, code)
            self.assertTrue(issubclass(cls, KoyomiError))
            self.assertTrue(cls.__name__.endswith("Error"))
            self.assertIsInstance(cls.STATUS, int)
            self.assertIs(error_class(code), cls)
            self.assertIs(getattr(koyomi_api, cls.__name__), cls)
        self.assertEqual(RateLimitedError.STATUS, 429)
        self.assertIs(error_class("NOT_A_CODE"), KoyomiError)


class PagingTest(Scripted):
    def page(self, days: List[str], following: Any) -> Answer:
        return Answer(200, {"ok": True, "view": "lite", "total": 5, "count": len(days), "next": following, "days": [{"iso": d, "day": {}} for d in days]})

    def test_iter_find_follows_next(self) -> None:
        self.server.answer(
            self.page(["2026-01-02", "2026-01-05"], "2026-01-06"),
            self.page(["2026-01-08", "2026-01-11"], "2026-01-12"),
            self.page(["2026-01-20"], None),
        )
        found = self.client().iter_find(start="2026-01-01", end="2026-01-31", rokuyou="taian", limit=2)
        self.assertEqual(len(self.server.requests), 0)  # nothing is asked before the first item is
        self.assertEqual([d["iso"] for d in found], ["2026-01-02", "2026-01-05", "2026-01-08", "2026-01-11", "2026-01-20"])
        starts = [urllib.parse.parse_qs(urllib.parse.urlsplit(p).query)["start"][0] for p, _ in self.server.requests]
        self.assertEqual(starts, ["2026-01-01", "2026-01-06", "2026-01-12"])
        for p, _ in self.server.requests:
            self.assertIn("rokuyou=taian", p)
            self.assertIn("limit=2", p)

    def test_a_next_that_does_not_move(self) -> None:
        self.server.answer(self.page(["2026-01-02"], "2026-01-01"))
        with self.assertRaises(UnexpectedResponseError):
            list(self.client().iter_find(start="2026-01-01", end="2026-01-31"))


class MethodsTest(Scripted):
    def test_each_method_sends_its_path_and_every_query_parameter(self) -> None:
        koyomi = self.client()
        self.assertEqual(sorted(METHODS), sorted(OPERATIONS))
        for operation, spec in OPERATIONS.items():
            method = getattr(koyomi, METHODS[operation])
            parameters = inspect.signature(method).parameters
            python = {name: f"{name}_" if keyword.iskeyword(name) else name for name in spec.query_params}
            self.assertEqual(
                [p for p in parameters if p != "headers"],
                [*spec.path_params, *sorted(python.values(), key=list(parameters).index)],
                operation,
            )
            query = {python[name]: f"v-{name}" for name in spec.query_params if name != "format"}
            method(*[f"p-{name}" for name in spec.path_params], **query)
            path, _, search = self.path().partition("?")
            expected = spec.path
            for name in spec.path_params:
                expected = expected.replace("{" + name + "}", f"p-{name}")
            self.assertEqual(path, expected, operation)
            self.assertEqual(dict(urllib.parse.parse_qsl(search)), {name: f"v-{name}" for name in spec.query_params if name != "format"}, operation)


class PackageTest(unittest.TestCase):
    def test_python_3_9_syntax(self) -> None:
        for folder in ("koyomi_api", "_backend", "tests"):
            for name in sorted(os.listdir(os.path.join(ROOT, folder))):
                if name.endswith(".py"):
                    with open(os.path.join(ROOT, folder, name), encoding="utf-8") as f:
                        ast.parse(f.read(), filename=name, feature_version=(3, 9))

    def test_py_typed(self) -> None:
        self.assertTrue(os.path.isfile(os.path.join(ROOT, "koyomi_api", "py.typed")))

    def test_the_types_resolve(self) -> None:
        import typing

        from koyomi_api import types

        for name in types.__all__:
            value = getattr(types, name)
            if isinstance(value, type):
                typing.get_type_hints(value)

    def test_the_backend_reads_pyproject_as_tomllib_does(self) -> None:
        sys.path.insert(0, os.path.join(ROOT, "_backend"))
        self.addCleanup(sys.path.remove, os.path.join(ROOT, "_backend"))
        import koyomi_build

        with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
            text = f.read()
        if sys.version_info >= (3, 11):
            import tomllib

            self.assertEqual(koyomi_build.read_project(text), tomllib.loads(text)["project"])
        # The reader of Python 3.9 and 3.10, whatever Python runs the test.
        subset = koyomi_build.read_project_subset(text)
        self.assertEqual(subset["name"], "koyomi-api-client")
        self.assertEqual(subset["version"], koyomi_api.__version__)
        self.assertEqual(subset["requires-python"], ">=3.9")
        if sys.version_info >= (3, 11):
            import tomllib

            self.assertEqual(subset, tomllib.loads(text)["project"])

    def test_the_wheel(self) -> None:
        sys.path.insert(0, os.path.join(ROOT, "_backend"))
        self.addCleanup(sys.path.remove, os.path.join(ROOT, "_backend"))
        import koyomi_build

        with tempfile.TemporaryDirectory() as out:
            first = koyomi_build.build_wheel(out)
            with open(os.path.join(out, first), "rb") as f:
                once = f.read()
            os.remove(os.path.join(out, first))
            self.assertEqual(koyomi_build.build_wheel(out), first)
            with open(os.path.join(out, first), "rb") as f:
                self.assertEqual(f.read(), once)  # reproducible
            self.assertEqual(first, f"koyomi_api_client-{koyomi_api.__version__}-py3-none-any.whl")
            with zipfile.ZipFile(os.path.join(out, first)) as wheel:
                names = wheel.namelist()
                self.assertIn("koyomi_api/py.typed", names)
                self.assertIn("koyomi_api/client.py", names)
                self.assertFalse([n for n in names if "__pycache__" in n or n.startswith("tests/")])
                record = wheel.read(f"koyomi_api_client-{koyomi_api.__version__}.dist-info/RECORD").decode()
                for line in record.splitlines():
                    path, digest, size = line.rsplit(",", 2)
                    if digest:
                        data = wheel.read(path)
                        expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                        self.assertEqual((digest, int(size)), (f"sha256={expected}", len(data)), path)
                meta = wheel.read(f"koyomi_api_client-{koyomi_api.__version__}.dist-info/METADATA").decode()
                self.assertIn("Requires-Python: >=3.9", meta)
            sdist = koyomi_build.build_sdist(out)
            self.assertTrue(os.path.isfile(os.path.join(out, sdist)))


if __name__ == "__main__":
    unittest.main()
