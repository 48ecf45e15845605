"""Online play (docs/architecture.md §14, docs/network.md): the protocol, the
referee of a table, the host's server, the client and the invitation. Pure
Python and asyncio, no Qt: ``gardenapp serve`` runs it without a window."""
