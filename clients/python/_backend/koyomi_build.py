"""The package's build backend (PEP 517, with PEP 660 editable installs), standard library only.

``pip install ./clients/python`` needs nothing from a package index: pip builds in an isolated environment, and this
backend, named by ``pyproject.toml``'s ``backend-path``, requires no package there (setuptools would have to be
downloaded, and Python 3.12's venvs come without it). It writes a pure-Python wheel of ``koyomi_api/`` with the
metadata of ``pyproject.toml``'s ``[project]`` table, byte for byte the same from the same sources (entries sorted,
timestamps fixed), and an sdist of the sources.
"""

from __future__ import annotations

import base64
import hashlib
import io
import os
import re
import sys
import tarfile
import zipfile
from typing import Any, Dict, List, Mapping, Optional, Tuple, Union

#: The project directory (clients/python): this file is in its _backend/.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
#: The import package the wheel holds.
PACKAGE = "koyomi_api"
#: A fixed timestamp for every archive entry (the earliest a zip can hold), so that builds are reproducible.
EPOCH = (1980, 1, 1, 0, 0, 0)

TomlValue = Union[str, List[str]]


def read_project(text: str) -> Dict[str, TomlValue]:
    """The ``[project]`` table of a pyproject.toml text: ``tomllib`` where Python has it (3.11+), else
    ``read_project_subset``."""
    if sys.version_info >= (3, 11):
        import tomllib

        project: Dict[str, TomlValue] = tomllib.loads(text).get("project", {})
        return project
    return read_project_subset(text)


def read_project_subset(text: str) -> Dict[str, TomlValue]:
    """The ``[project]`` table, read as far as this project's file needs it (Python 3.9 and 3.10 have no tomllib):
    ``key = "text"`` and ``key = ["text", …]``, an array over several lines, comments; no escapes in the text."""
    out: Dict[str, TomlValue] = {}
    section = ""
    pending: Optional[Tuple[str, str]] = None
    for raw in text.splitlines():
        line = raw.split(" #", 1)[0].strip() if not raw.strip().startswith("#") else ""
        if pending is not None:
            pending = (pending[0], pending[1] + " " + line)
            if line.endswith("]"):
                out[pending[0]] = re.findall(r'"((?:[^"\\]|\\.)*)"', pending[1])
                pending = None
            continue
        header = re.fullmatch(r"\[([^\]]+)\]", line)
        if header:
            section = header.group(1).strip()
            continue
        assignment = re.fullmatch(r"([A-Za-z0-9_-]+)\s*=\s*(.+)", line)
        if section != "project" or assignment is None:
            continue
        key, value = assignment.group(1), assignment.group(2)
        quoted = re.fullmatch(r'"((?:[^"\\]|\\.)*)"', value)
        if quoted is not None:
            out[key] = quoted.group(1)
        elif value.startswith("[") and value.endswith("]"):
            out[key] = re.findall(r'"((?:[^"\\]|\\.)*)"', value)
        elif value.startswith("["):
            pending = (key, value)
    return out


def _project() -> Dict[str, TomlValue]:
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        return read_project(f.read())


def _text(project: Mapping[str, TomlValue], key: str) -> str:
    value = project.get(key, "")
    if not isinstance(value, str):
        raise ValueError(f"pyproject.toml: project.{key} must be text")
    return value


def _names(project: Mapping[str, TomlValue]) -> Tuple[str, str, str]:
    """The distribution name, its normalized form for file names (PEP 427), and the version."""
    name = _text(project, "name")
    return name, re.sub(r"[-_.]+", "_", name).lower(), _text(project, "version")


def metadata(project: Mapping[str, TomlValue]) -> str:
    """The core metadata (METADATA, PKG-INFO; version 2.1) of the project, the README as its description."""
    name, _, version = _names(project)
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    if project.get("description"):
        lines.append(f"Summary: {_text(project, 'description')}")
    if project.get("license"):
        lines.append(f"License: {_text(project, 'license')}")
    if project.get("requires-python"):
        lines.append(f"Requires-Python: {_text(project, 'requires-python')}")
    for classifier in project.get("classifiers", []):
        lines.append(f"Classifier: {classifier}")
    readme = _text(project, "readme")
    body = ""
    if readme:
        lines.append("Description-Content-Type: text/markdown; charset=UTF-8")
        with open(os.path.join(ROOT, readme), encoding="utf-8") as f:
            body = f.read()
    return "\n".join(lines) + "\n\n" + body


def _wheel_file() -> str:
    return "Wheel-Version: 1.0\nGenerator: koyomi_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"


def _package_files() -> List[str]:
    """The package's files (relative to ROOT, ``/``-separated, sorted): its modules and py.typed, no caches."""
    out: List[str] = []
    for folder, dirs, files in os.walk(os.path.join(ROOT, PACKAGE)):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in files:
            if name.endswith(".py") or name == "py.typed":
                out.append(os.path.relpath(os.path.join(folder, name), ROOT).replace(os.sep, "/"))
    return sorted(out)


def _digest(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")


def _write_wheel(directory: str, entries: List[Tuple[str, bytes]]) -> str:
    """A wheel of ``entries`` (path, bytes) plus its dist-info files, in ``directory``; returns its file name."""
    project = _project()
    _, normalized, version = _names(project)
    dist_info = f"{normalized}-{version}.dist-info"
    entries = entries + [
        (f"{dist_info}/METADATA", metadata(project).encode("utf-8")),
        (f"{dist_info}/WHEEL", _wheel_file().encode("utf-8")),
    ]
    record = "".join(f"{path},{_digest(data)},{len(data)}\n" for path, data in entries) + f"{dist_info}/RECORD,,\n"
    entries.append((f"{dist_info}/RECORD", record.encode("utf-8")))
    filename = f"{normalized}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(os.path.join(directory, filename), "w", compression=zipfile.ZIP_DEFLATED) as wheel:
        for path, data in entries:
            info = zipfile.ZipInfo(path, date_time=EPOCH)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    return filename


# PEP 517 hooks


def get_requires_for_build_wheel(config_settings: Optional[Mapping[str, Any]] = None) -> List[str]:
    """Nothing to install before a build."""
    return []


def get_requires_for_build_sdist(config_settings: Optional[Mapping[str, Any]] = None) -> List[str]:
    """Nothing to install before a build."""
    return []


def get_requires_for_build_editable(config_settings: Optional[Mapping[str, Any]] = None) -> List[str]:
    """Nothing to install before a build."""
    return []


def prepare_metadata_for_build_wheel(metadata_directory: str, config_settings: Optional[Mapping[str, Any]] = None) -> str:
    """Writes the wheel's .dist-info directory (METADATA, WHEEL) into ``metadata_directory``; returns its name."""
    project = _project()
    _, normalized, version = _names(project)
    dist_info = f"{normalized}-{version}.dist-info"
    os.makedirs(os.path.join(metadata_directory, dist_info), exist_ok=True)
    with open(os.path.join(metadata_directory, dist_info, "METADATA"), "w", encoding="utf-8") as f:
        f.write(metadata(project))
    with open(os.path.join(metadata_directory, dist_info, "WHEEL"), "w", encoding="utf-8") as f:
        f.write(_wheel_file())
    return dist_info


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(
    wheel_directory: str,
    config_settings: Optional[Mapping[str, Any]] = None,
    metadata_directory: Optional[str] = None,
) -> str:
    """Builds the wheel into ``wheel_directory``; returns its file name."""
    entries: List[Tuple[str, bytes]] = []
    for path in _package_files():
        with open(os.path.join(ROOT, path), "rb") as f:
            entries.append((path, f.read()))
    return _write_wheel(wheel_directory, entries)


def build_editable(
    wheel_directory: str,
    config_settings: Optional[Mapping[str, Any]] = None,
    metadata_directory: Optional[str] = None,
) -> str:
    """Builds an editable wheel (``pip install -e``): a .pth file that puts this directory on ``sys.path``."""
    _, normalized, _ = _names(_project())
    return _write_wheel(wheel_directory, [(f"{normalized}.pth", (ROOT + "\n").encode("utf-8"))])


def build_sdist(sdist_directory: str, config_settings: Optional[Mapping[str, Any]] = None) -> str:
    """Builds the source archive (.tar.gz) into ``sdist_directory``; returns its file name."""
    project = _project()
    _, normalized, version = _names(project)
    base = f"{normalized}-{version}"
    files = ["pyproject.toml", "README.md", "_backend/koyomi_build.py", *_package_files()]
    for folder, dirs, names in os.walk(os.path.join(ROOT, "tests")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        files += [os.path.relpath(os.path.join(folder, n), ROOT).replace(os.sep, "/") for n in names if n.endswith(".py")]
    filename = f"{base}.tar.gz"
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz", format=tarfile.PAX_FORMAT) as sdist:

        def add(path: str, data: bytes) -> None:
            info = tarfile.TarInfo(f"{base}/{path}")
            info.size = len(data)
            info.mode = 0o644
            sdist.addfile(info, io.BytesIO(data))

        for path in sorted(set(files)):
            with open(os.path.join(ROOT, path), "rb") as f:
                add(path, f.read())
        add("PKG-INFO", metadata(project).encode("utf-8"))
    return filename
