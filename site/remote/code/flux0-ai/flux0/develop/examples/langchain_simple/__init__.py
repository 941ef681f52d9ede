# Offline summary. This site was built without network access, so this block shows a short
# description written for the site instead of the file itself. Read the real file on GitHub:
# https://github.com/flux0-ai/flux0/blob/develop/examples/langchain_simple/__init__.py
#
# The package file makes the folder an importable Python module: when Flux0 imports the module
# named in FLUX0_MODULES, importing it imports agent.py, and with it the decorated runner class.
