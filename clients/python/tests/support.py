"""A scripted HTTP server for the offline tests: it answers each request with the next answer of its script and
records what it was asked (path and query, header fields), on 127.0.0.1 with a port of its own."""

from __future__ import annotations

import gzip
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, Mapping, Optional, Tuple


class Answer:
    """One scripted answer: a status, header fields and a body (a dict or list is sent as JSON)."""

    def __init__(self, status: int = 200, body: Any = None, headers: Optional[Mapping[str, str]] = None, gzipped: bool = False) -> None:
        self.status = status
        self.headers: Dict[str, str] = dict(headers or {})
        if isinstance(body, (dict, list)):
            self.body = json.dumps(body, ensure_ascii=False).encode("utf-8")
            self.headers.setdefault("Content-Type", "application/json; charset=utf-8")
        elif isinstance(body, str):
            self.body = body.encode("utf-8")
        elif isinstance(body, bytes):
            self.body = body
        else:
            self.body = b""
        if gzipped:
            self.body = gzip.compress(self.body)
            self.headers["Content-Encoding"] = "gzip"


def error_body(code: str, message: str = "a message", **fields: Any) -> Dict[str, Any]:
    """The API's JSON error body."""
    return {"ok": False, "error": message, "code": code, **fields}


class ScriptedServer:
    """A server answering from a script; ``requests`` holds (path with query, headers with lower-case names)."""

    def __init__(self) -> None:
        self.script: List[Answer] = []
        self.requests: List[Tuple[str, Dict[str, str]]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (http.server's name)
                outer.requests.append((self.path, {k.lower(): v for k, v in self.headers.items()}))
                answer = outer.script.pop(0) if outer.script else Answer(200, {"ok": True})
                self.send_response(answer.status)
                for name, value in answer.headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(answer.body)))
                self.end_headers()
                self.wfile.write(answer.body)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        # A short poll: shutdown() waits for the loop to notice, which would cost half a second a test.
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True)
        self._thread.start()

    def answer(self, *answers: Answer) -> None:
        """Appends answers to the script."""
        self.script.extend(answers)

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
