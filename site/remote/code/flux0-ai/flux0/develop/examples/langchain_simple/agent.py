# Offline summary. This site was built without network access, so this block shows a short
# description written for the site instead of the file itself. Read the real file on GitHub:
# https://github.com/flux0-ai/flux0/blob/develop/examples/langchain_simple/agent.py
#
# What the file defines:
# - the runner class LangChainAgentRunner, registered under the name "langchain_simple" with
#   the @agent_runner("langchain_simple") decorator (the name to give as --type when you create
#   the agent);
# - each time the session needs a reply, it reads the session's events and takes the latest
#   user message;
# - it asks an OpenAI chat model, through LangChain, to translate that message from English to
#   Italian, and streams the model's events back to the client as Flux0 events.
#
# It needs the langchain and langchain[openai] packages, and OPENAI_API_KEY in the environment.
